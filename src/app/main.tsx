/** The webpack entry: load config.json, then render the console into #root. */
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-500.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-500.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadConfig } from './config';
import { createI18n } from './i18n';
import { AppProviders } from './providers';
import { routes } from './router';
import { createAppStore } from './store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  try {
    await loadConfig();
  } catch (error) {
    // No config, no API: say so plainly instead of rendering a console that cannot work.
    container.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  const { store, persistor } = createAppStore();
  const i18n = createI18n(store.getState().theme.language);
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
