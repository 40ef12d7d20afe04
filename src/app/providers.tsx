import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AlertDialog } from '../components/dialogs/AlertDialog';
import { LoaderOverlay } from '../components/feedback/LoaderOverlay';
import { createConsoleTheme } from '../theme';
import { selectLanguage, selectThemeMode } from '../slices/themeSlice';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/** Theme and language follow the theme slice; the alert dialog and loader overlay live here, once. */
function ThemedConsole({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const language = useAppSelector(selectLanguage);
  const theme = useMemo(() => createConsoleTheme(mode, language), [mode, language]);

  // Before paint, so a stored language or dark mode never flashes the defaults.
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <AlertDialog />
      <LoaderOverlay />
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
  children: ReactNode;
}

/** Everything a screen needs around it; the router goes inside as `children`. */
export function AppProviders({ store, persistor, i18n, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <I18nextProvider i18n={i18n}>
          <ThemedConsole i18n={i18n}>{children}</ThemedConsole>
        </I18nextProvider>
      </PersistGate>
    </ReduxProvider>
  );
}
