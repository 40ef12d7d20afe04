/** The webpack entry: load config.json, then render the console into #root. */
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-500.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-500.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isRouteErrorBoundary } from '../components/feedback/RouteErrorBoundary';
import { followRotations } from '../services/sessionSync';
import { selectIsLoggedIn } from '../slices/authSlice';
import { loadConfig } from './config';
import { createI18n, loadTranslations, type Translations } from './i18n';
import { AppProviders } from './providers';
import { ConsoleRoutes, prefetchRouteData, preloadRoute } from './router';
import type { TranslationPart } from './translationParts';
import { createAppStore, rehydrated } from './store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const { store, persistor } = createAppStore();
  followRotations(store);
  const config = loadConfig();
  // Before the first render and alongside config.json (which index.html preloads): the saved
  // language's texts (the console's too when signed in) and the code of the page asked for, so
  // none of them queues behind the others and the console never shows one language then the other.
  const texts = rehydrated(persistor).then(async () => {
    const language = store.getState().theme.language;
    const signedIn = selectIsLoggedIn(store.getState());
    const pathname = window.location.pathname;
    preloadRoute(pathname, signedIn);
    // The page's first call goes out as soon as it can, not once the console has drawn the page.
    if (signedIn)
      void config.then(
        () => prefetchRouteData(pathname, store.dispatch),
        () => undefined,
      );
    const parts: TranslationPart[] = signedIn ? ['shell', 'console'] : ['shell'];
    const loaded = await Promise.all(parts.map((part) => loadTranslations(language, part)));
    return { language, translations: Object.assign({}, ...loaded) as Translations };
  });
  let ready: Awaited<typeof texts>;
  try {
    [, ready] = await Promise.all([config, texts]);
  } catch (error) {
    // No config, no API (or no code for the texts): say so plainly instead of a console that cannot work.
    container.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  const { language, translations } = ready;
  const i18n = createI18n(language, { [language]: translations });
  createRoot(container, {
    // The route error boundaries log what they catch, with the route: React would log it twice.
    onCaughtError: (error, { componentStack, errorBoundary }) => {
      if (!isRouteErrorBoundary(errorBoundary)) console.error(error, componentStack ?? '');
    },
  }).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <BrowserRouter>
          <ConsoleRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
