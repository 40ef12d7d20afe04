/** The console's start: load config.json, then render the console into #root (src/app/main.tsx calls it). */
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from './domRenderer';
import { BrowserRouter } from 'react-router';
import { isRouteErrorBoundary } from '../components/feedback/RouteErrorBoundary';
import { followLook } from '../lib/look';
import { settledWithin } from '../lib/settledWithin';
import { followRotations } from '../services/sessionSync';
import { selectIsLoggedIn } from '../slices/authSlice';
import { loadConfig } from './config';
import { consoleFontsLoaded } from './fonts';
import { createI18n, loadTranslations, type Translations } from './i18n';
import { AppProviders } from './providers';
import { ConsoleRoutes, prefetchRouteData, prerenderedPageCode, preloadRoute } from './router';
import type { TranslationPart } from './translationParts';
import type { StartStep } from './startTask';
import { createAppStore, rehydrated } from './store';

/**
 * The console's first drawing replaces the prerendered page: its styles go once the console's own
 * are in and #root stops being inert, before that frame is painted.
 */
function TakeOverPrerendered({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    for (const style of document.querySelectorAll('style[data-prerendered]')) style.remove();
    container.removeAttribute('inert');
    container.removeAttribute('data-prerendered');
  }, [container]);
  return null;
}

/** The longest the first render waits for the page's first answer, from when it was asked for. */
const FIRST_ANSWER_WAIT_MS = 500;

/** The longest the first render waits for the console's fonts, from when they were asked for. */
const FONTS_WAIT_MS = 1000;

/** `step`: cuts the start in two, once the prerendered page's code is asked for (startTask.ts). */
export async function start(step: StartStep): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  // The server sent the page already drawn, the login page or home (scripts/prerender.ts): it stays
  // on screen, inert (a box ticked there would be lost), until the console draws the same page over
  // it, without a spinner in between.
  const prerendered = container.hasAttribute('data-prerendered');
  const pageCode = prerendered
    ? prerenderedPageCode(window.location.pathname).catch(() => undefined)
    : undefined;
  // Asking for a script costs about a millisecond each: the page's dozen, then the rest.
  await step(() => undefined);
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
    // The page's first call goes out as soon as it can, not once the console has drawn the page.
    const listed = signedIn ? prefetchRouteData(pathname, store, config) : undefined;
    preloadRoute(pathname, signedIn);
    // After the page's code: asked for first, the fonts took the few connections the browser opens
    // to the server and the grid's code came in last (10,000 users: ~40 ms later).
    const fonts = consoleFontsLoaded(FONTS_WAIT_MS);
    const parts: TranslationPart[] = signedIn ? ['shell', 'console'] : ['shell'];
    const [loaded] = await Promise.all([
      Promise.all(parts.map((part) => loadTranslations(language, part))),
      fonts,
      // The page drawn once with its first answer, not its skeleton first: the main thread would
      // reach the answer only after drawing the skeleton (10,000 users: first row 1.65× the bare
      // grid's time when drawn so, 1.33× when held). Not for long: a slow API still gets its loader.
      listed && settledWithin(listed, FIRST_ANSWER_WAIT_MS),
    ]);
    return { language, translations: Object.assign({}, ...loaded) as Translations };
  });
  let ready: Awaited<typeof texts>;
  try {
    [, ready] = await Promise.all([config, texts, pageCode]);
  } catch (error) {
    // No config, no API (or no code for the texts): say so plainly instead of a console that cannot work.
    container.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  followLook(store);
  const { language, translations } = ready;
  const i18n = createI18n(language, { [language]: translations });
  const root = createRoot(container, {
    // React recovered by drawing the root again at once: by default it reports only its own wrapper,
    // whose minified message hides what threw. The cause and where it threw are what tell.
    onRecoverableError: (error, { componentStack }) => {
      console.error(error, (error as { cause?: unknown }).cause ?? '', componentStack ?? '');
    },
    // The route error boundaries log what they catch, with the route: React would log it twice.
    onCaughtError: (error, { componentStack, errorBoundary }) => {
      if (!isRouteErrorBoundary(errorBoundary)) console.error(error, componentStack ?? '');
    },
  });
  const draw = () =>
    root.render(
      <StrictMode>
        {prerendered && <TakeOverPrerendered container={container} />}
        <AppProviders store={store} i18n={i18n}>
          <BrowserRouter>
            <ConsoleRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  // Over a prerendered page nothing waits for the first render: React draws it in slices, leaving
  // the browser free to answer the visitor in between.
  if (prerendered) startTransition(draw);
  else draw();
}
