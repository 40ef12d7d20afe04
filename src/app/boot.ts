/**
 * The one script of a prerendered page, the login page or home (scripts/prerender.ts). It writes
 * what the page could not carry (fillPrerendered), then asks for the console's own scripts (its
 * `data-entry`) once the page has been painted in its fonts. The page is whole without them, and
 * asked for at once they would share the line with its fonts and might run before it is shown;
 * one after the other, they arrive at about the same time in all.
 */
import { fillPrerendered } from './fillPrerendered';

// Deferred, it runs once the page is parsed: usually before its first paint.
fillPrerendered(document, new Date());

const entry = document.currentScript?.dataset.entry?.split(' ').filter(Boolean) ?? [];
let asked = false;

function askForConsole() {
  if (asked) return;
  asked = true;
  for (const src of entry) {
    const script = document.createElement('script');
    script.src = src;
    // In order, as the deferred scripts of index.html run.
    script.async = false;
    document.head.append(script);
  }
}

const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => resolve());
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});
void painted.then(() => document.fonts.ready).then(() => setTimeout(askForConsole, 0));
// Whatever happens to the above (a tab in the background paints nothing), the console comes.
setTimeout(askForConsole, 1500);
