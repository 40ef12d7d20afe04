import {
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system's provider, as MUI's own does for a theme without CSS variables: MUI's would also
// bring its CSS-variables provider (about 3 KiB gzipped) to every page for a branch never taken.
import { ThemeProvider } from '@mui/system';
import { createConsoleTheme } from '../theme';
import { selectAlert } from '../slices/alertSlice';
import { selectIsLoading } from '../slices/loaderSlice';
import { languageChanged, selectLanguage, selectThemeMode, type Language } from '../slices/themeSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { ensureTranslations, hasTranslations } from './i18n';
import type { AppStore } from './store';

/**
 * The alert dialog and the loader overlay load the first time they are needed, not at start: the
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
const AlertDialog = loadedWhenNeeded(
  () => import('../components/dialogs/AlertDialog').then((module) => module.AlertDialog),
  'alert dialog',
);
const LoaderOverlay = loadedWhenNeeded(
  () => import('../components/feedback/LoaderOverlay').then((module) => module.LoaderOverlay),
  'loader overlay',
);

/** Renders `children` from the first time `needed` is true on (then stays, for closing transitions). */
function OnceNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Theme and language follow the theme slice; the alert dialog and loader overlay live here, once. */
function ThemedConsole({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const alertOpen = useAppSelector(selectAlert).open;
  const loading = useAppSelector(selectIsLoading);
  const theme = useMemo(() => createConsoleTheme(mode, language), [mode, language]);

  // Before paint, so a stored language or dark mode never flashes the defaults. A language whose
  // texts are not loaded yet follows once they are: until then the console speaks the current one,
  // never a mix or raw keys; if they cannot be fetched, the choice goes back to the language spoken.
  useLayoutEffect(() => {
    const speak = () => {
      if (i18n.language !== language) void i18n.changeLanguage(language);
      document.documentElement.lang = language;
    };
    if (hasTranslations(i18n, language)) {
      speak();
      return undefined;
    }
    let current = true;
    ensureTranslations(i18n, language)
      .then(() => {
        if (current) speak();
      })
      .catch((error: unknown) => {
        console.error(`The ${language} texts could not be loaded:`, error);
        if (current) dispatch(languageChanged(i18n.language as Language));
      });
    return () => {
      current = false;
    };
  }, [i18n, language, dispatch]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return (
    <ThemeProvider themeId={THEME_ID} theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <OnceNeeded needed={alertOpen}>
        <AlertDialog />
      </OnceNeeded>
      <OnceNeeded needed={loading}>
        <LoaderOverlay />
      </OnceNeeded>
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
 * back from storage (`rehydrated` in store.ts: start.tsx waits for it before the first render), so
 * no gate is needed here and no screen draws the defaults first.
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
