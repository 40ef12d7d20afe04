import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createConsoleTheme } from '../theme';
import { selectAlert } from '../slices/alertSlice';
import { selectSessionUser } from '../slices/authSlice';
import { useAppDispatch, useAppSelector } from '../slices/hooks';
import { selectIsLoading } from '../slices/loaderSlice';
import { selectNotice } from '../slices/noticeSlice';
import { languageChanged, selectLanguage, selectThemeMode, type Language } from '../slices/themeSlice';
import { OnceNeeded } from '../components/dialogs/OnceNeeded';
import type { AppStore } from './store';

/**
 * The alert dialog, the notice (snackbar) and the loader overlay load the first time they are needed, not at start: the
 * login page then does without MUI's modal machinery (dialog, focus trap, backdrop). Their code
 * failing to load must not take the console down with it.
 */
function loadedWhenNeeded(load: () => Promise<ComponentType>, what: string) {
  return lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`The ${what} could not be loaded:`, error);
        return { default: () => null };
      },
    ),
  );
}
const loadAlertDialog = () =>
  import('../components/dialogs/AlertDialog').then((module) => module.AlertDialog);
const loadNotice = () => import('../components/feedback/Notice').then((module) => module.Notice);
const AlertDialog = loadedWhenNeeded(loadAlertDialog, 'alert dialog');
const Notice = loadedWhenNeeded(loadNotice, 'notice');

/**
 * Once an admin is signed in, the alert dialog's and the notice's code is fetched while the browser
 * is idle: they say that something failed, and must still be able to when the connection has gone
 * by then. (A fetch that fails here is tried again when they are needed.)
 */
function usePreloadedFeedback(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const preload = () => {
      for (const load of [loadAlertDialog, loadNotice]) load().catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [signedIn]);
}
const LoaderOverlay = loadedWhenNeeded(
  () => import('../components/feedback/LoaderOverlay').then((module) => module.LoaderOverlay),
  'loader overlay',
);

/**
 * The console speaks the theme slice's language. i18next switches once the new language's texts
 * are in, so the console never shows a mix or raw keys; if they cannot be fetched, the choice goes
 * back to the language spoken.
 */
function useSpokenLanguage(i18n: I18n, language: Language) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (i18n.language === language) return;
    const spoken = i18n.language as Language;
    void i18n.changeLanguage(language).then(() => {
      if (!i18n.hasResourceBundle(language, 'shell')) {
        console.error(`The ${language} texts could not be loaded.`);
        dispatch(languageChanged(spoken));
      }
    });
  }, [i18n, language, dispatch]);
  useEffect(() => {
    const speak = (spoken: string) => {
      document.documentElement.lang = spoken;
    };
    speak(i18n.language);
    i18n.on('languageChanged', speak);
    return () => i18n.off('languageChanged', speak);
  }, [i18n]);
}

/** Theme and language follow the theme slice; the alert dialog, notice and loader overlay live here, once. */
function ThemedConsole({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const language = useAppSelector(selectLanguage);
  const alertOpen = useAppSelector(selectAlert).open;
  const loading = useAppSelector(selectIsLoading);
  const noticeOpen = useAppSelector(selectNotice).open;
  const signedIn = useAppSelector(selectSessionUser) !== null;
  const theme = useMemo(() => createConsoleTheme(mode, language), [mode, language]);
  useSpokenLanguage(i18n, language);
  usePreloadedFeedback(signedIn);
  // Before paint, so a stored dark mode never flashes the light one.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {/* The first render waits for the shell's texts (react-i18next's Suspense). */}
      <Suspense fallback={null}>
        {children}
        <OnceNeeded needed={alertOpen}>
          <AlertDialog />
        </OnceNeeded>
        <OnceNeeded needed={noticeOpen}>
          <Notice />
        </OnceNeeded>
        <OnceNeeded needed={loading}>
          <LoaderOverlay />
        </OnceNeeded>
      </Suspense>
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Everything a screen needs around it; the router goes inside as `children`. The store comes read
 * back from storage (setupStore resolves after redux-persist's rehydration), so no gate is needed
 * here and no screen draws the defaults first.
 */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedConsole i18n={i18n}>{children}</ThemedConsole>
      </I18nextProvider>
    </ReduxProvider>
  );
}
