/**
 * The webpack entry: config.json, then the store read back from storage, then the console drawn
 * into #root.
 */
// The theme's fonts; public/index.html preloads these same six files (serving.spec.ts checks both agree).
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
import { loadConfig } from '../lib/config';
import { createI18n } from './i18n';
import { AppProviders } from './providers';
import { ConsoleRoutes } from './router';
import { setupStore } from './store';

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  try {
    await loadConfig();
  } catch (error) {
    // No config, no API: say so plainly instead of a console that cannot work.
    container.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  const { store } = await setupStore();
  const i18n = createI18n(store.getState().theme.language);

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

void main();
