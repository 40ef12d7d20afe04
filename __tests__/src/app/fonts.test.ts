/**
 * The first render's wait for the console's fonts (src/app/fonts.ts): each weight asked for with a
 * Thai and a Latin letter, and never longer than its limit nor an error when a font fails.
 */
import { consoleFontsLoaded } from '../../../src/app/fonts';

type Load = (font: string, text?: string) => Promise<FontFace[]>;

function withFonts(load: Load): jest.Mock {
  const mock = jest.fn(load);
  Object.defineProperty(document, 'fonts', { value: { load: mock }, configurable: true });
  return mock;
}

/** Whether `promise` has settled once the pending promise callbacks have run (a few rounds of them). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  return done;
}

afterEach(() => {
  jest.useRealTimers();
  delete (document as { fonts?: unknown }).fonts;
});

describe('consoleFontsLoaded', () => {
  it('asks for the three weights of IBM Plex Sans Thai, Thai and Latin, and resolves once they are in', async () => {
    const pending: (() => void)[] = [];
    const load = withFonts(() => new Promise((resolve) => pending.push(() => resolve([]))));
    const loaded = consoleFontsLoaded(1000);
    expect(load.mock.calls).toEqual([
      ['400 1em "IBM Plex Sans Thai"', 'กa'],
      ['500 1em "IBM Plex Sans Thai"', 'กa'],
      ['600 1em "IBM Plex Sans Thai"', 'กa'],
    ]);
    pending.slice(0, 2).forEach((resolve) => resolve());
    expect(await settled(loaded)).toBe(false);
    pending[2]();
    expect(await settled(loaded)).toBe(true);
  });

  it('resolves when a font fails to load', async () => {
    withFonts((font) =>
      font.startsWith('500') ? Promise.reject(new Error('offline')) : Promise.resolve([]),
    );
    await expect(consoleFontsLoaded(1000)).resolves.toBeUndefined();
  });

  it('stops waiting after its limit when the fonts never come', async () => {
    jest.useFakeTimers();
    withFonts(() => new Promise(() => undefined));
    const loaded = consoleFontsLoaded(1000);
    jest.advanceTimersByTime(999);
    expect(await settled(loaded)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(loaded)).toBe(true);
  });

  it('resolves at once where the browser has no font loading API', async () => {
    await expect(consoleFontsLoaded(1000)).resolves.toBeUndefined();
  });
});
