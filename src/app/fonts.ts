/**
 * The console's web font, IBM Plex Sans Thai, in the three weights the theme draws with, Thai and
 * Latin. The first render waits for them (not for long): drawn in a fallback first, every text run
 * would be matched against the system's fonts one family of the theme's stack after another, a
 * blocking call to the browser each (about 40 ms of the first layout of a table page, 10,000 users),
 * then laid out again when the font arrives.
 */
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-500.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-500.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';

import { settledWithin } from '../lib/settledWithin';

const WEIGHTS = [400, 500, 600];
/** A Thai and a Latin letter: both subsets of each weight. */
const SAMPLE = 'กa';

/** Resolves once the console's fonts are loaded, or failed, or `waitMs` has passed: never rejects. */
export function consoleFontsLoaded(waitMs: number): Promise<void> {
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts) return Promise.resolve();
  const loads = WEIGHTS.map((weight) =>
    fonts.load(`${weight} 1em "IBM Plex Sans Thai"`, SAMPLE).catch(() => undefined),
  );
  return settledWithin(Promise.all(loads), waitMs);
}
