/**
 * The login page and home, prerendered: the built console draws each in headless Chromium once per
 * look (language × theme), and each drawing is written as dist/login/<look>.html or
 * dist/home/<look>[.testing].html with its styles. The server sends the one the visitor's cookies
 * name (scripts/serve.ts, the nginx recipe), so the page is on screen before the console's scripts
 * have arrived; the console then draws the same page over it (src/app/start.tsx). Such a page has
 * one script, boot.js, which writes what a drawing made for everyone cannot hold (the admin's name,
 * today's date: src/app/fillPrerendered.ts) and asks for the console's scripts once the page is
 * painted.
 *
 * Home is drawn signed in as nobody in particular, its calls to the API left unanswered (its
 * counters show their skeletons), at three widths, since the shell's layout is chosen in code
 * below 768 px and from 1024 px; the page shows the one that fits the window. It is drawn with the
 * testing-mode notice and without, and the server picks the one its runtime config calls for.
 *
 * `tsx scripts/prerender.ts [DIST]` runs it on a build; `npm run build` runs it after webpack.
 * Without Chromium it writes nothing and says so: the server then sends index.html.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CHROMIUM } from '../__tests__/e2e/support/env';
import { GREETING_TEXTS_ATTRIBUTE } from '../src/app/fillPrerendered';
import { DEFAULT_LOOK, LOOKS, lookParts, type Look } from '../src/lib/look';
import { encodeValue, StorageKey } from '../src/lib/storage';
import { GREETING_KEYS } from '../src/pages/home/greeting';
import { layout } from '../src/theme/tokens';
import { markBuilt } from './build';
import { launchChromium } from './chromium';
import { localRuntimeConfig, type RuntimeConfig } from './config';
import { buildConsoleServer, DIST_DIR, prerenderedHomeFile, prerenderedLoginFile } from './serve';

interface Drawing {
  /** #root's content. */
  markup: string;
  /**
   * The rules of the page's global styles and of the drawing's own layout (through the CSSOM, so
   * not in Emotion's <style> elements' text): the console replaces them with its own.
   */
  rules: string[];
  /** The rules of the classes Emotion inserted, and the classes' names, which Emotion takes over. */
  classRules: string[];
  classNames: string[];
  /** <html>'s lang and class, which the console sets. */
  lang: string;
  htmlClass: string;
  /** The web fonts the page drew with (their paths). */
  fonts: string[];
}

/** index.html with the drawing in it, and boot.js in place of the console's scripts. */
export function prerenderedPage(index: string, drawing: Drawing, bootSrc: string): string {
  const scripts: string[] = [];
  const withoutScripts = index.replace(
    /<script defer="defer" src="([^"]+)"><\/script>/g,
    (_tag, src: string) => {
      scripts.push(src);
      return '';
    },
  );
  if (scripts.length === 0) throw new Error('index.html has no deferred scripts to prerender around.');
  if (!withoutScripts.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  const htmlClass = drawing.htmlClass ? ` class="${drawing.htmlClass}"` : '';
  // Asked for with the styles rather than once they are parsed: the page is first painted in its
  // fonts, not in a fallback that reflows the text when they arrive.
  const fontPreloads = drawing.fonts
    .map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return (
    withoutScripts
      .replace(/<link /, `${fontPreloads}<link `)
      .replace(/<html lang="[^"]*">/, `<html lang="${drawing.lang}"${htmlClass}>`)
      .replace(
        '</head>',
        // Render-blocking (where browsers know the attribute): the page is first painted filled in.
        `<style data-prerendered>${drawing.rules.join('')}</style>${emotionStyle(drawing)}<script defer="defer" blocking="render" src="${bootSrc}" data-entry="${scripts.join(' ')}"></script></head>`,
      )
      // Inert: a click or a ticked box would be lost when the console draws the page afresh.
      .replace('<div id="root"></div>', `<div id="root" data-prerendered inert>${drawing.markup}</div>`)
  );
}

/**
 * The classes' rules as Emotion writes them for a page drawn on a server: its cache finds them
 * (`data-emotion="css <name> …"`), counts the named classes as inserted and keeps the element. The
 * console then does not compile and insert again the styles already on the page, much of its
 * first drawing's work.
 */
function emotionStyle({ classRules, classNames }: Drawing): string {
  if (classNames.length === 0) return '';
  return `<style data-emotion="${EMOTION_KEY} ${classNames.join(' ')}">${classRules.join('')}</style>`;
}

/** Emotion's cache key, its default (the console does not make its own cache): classes are `css-<name>`. */
const EMOTION_KEY = 'css';

/** A page to draw, signed in (home) or not (the login page). */
interface Sitting {
  path: '/login' | '/';
  look: Look;
  width: number;
  config: RuntimeConfig;
}

/** The session home is drawn in: no one's (the boot script writes the admin's name), valid for a day. */
function placeholderSession(): [StorageKey, string][] {
  const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const accessToken = `${base64Url({ alg: 'none' })}.${base64Url({ sub: 'prerender', exp: Math.floor(Date.now() / 1000) + 86_400 })}.`;
  const user = { id: 'prerender', firstName: '', lastName: '', email: '', phoneNumber: '', imageId: '' };
  return [
    [StorageKey.accessToken, encodeValue(accessToken)],
    [StorageKey.refreshToken, encodeValue('prerender')],
    [StorageKey.profile, encodeValue(user)],
  ];
}

async function draw(consoleUrl: string, sitting: Sitting, browser: Browser): Promise<Drawing> {
  const { language, mode } = lookParts(sitting.look);
  const home = sitting.path === '/';
  const context = await browser.newContext({ viewport: { width: sitting.width, height: 800 } });
  try {
    await context.addInitScript(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      [
        [StorageKey.language, encodeValue(language)],
        [StorageKey.theme, encodeValue(mode)],
        ...(home ? placeholderSession() : []),
      ],
    );
    await context.route(`${consoleUrl}/config.json`, (route) => route.fulfill({ json: sitting.config }));
    // Left unanswered: what the API says belongs to the moment, not to the build (skeletons show).
    await context.route(`${sitting.config.apiBaseUrl}/**`, () => undefined);
    const page = await context.newPage();
    const fonts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.woff2')) fonts.add(pathname);
    });
    await page.goto(`${consoleUrl}${sitting.path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (home) {
      await page.locator('[data-testid="counter-members"][aria-busy="true"]').waitFor();
      await page.getByRole('heading', { level: 2 }).last().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
    } else {
      await page.waitForLoadState('networkidle');
    }
    const greetingTexts = Object.fromEntries(GREETING_KEYS.map((key) => [key, translationOf(language, key)]));
    const drawing = await page.evaluate(
      ({ texts, textsAttribute, severalDrawings, emotionKey }) => {
        const root = document.getElementById('root');
        // Home's three drawings share one page: ids and test ids stay the console's alone.
        if (severalDrawings)
          for (const element of root?.querySelectorAll('[id], [data-testid]') ?? []) {
            element.removeAttribute('id');
            element.removeAttribute('data-testid');
          }
        // Written by boot.js from this device (fillPrerendered); a space keeps each line's height.
        for (const element of root?.querySelectorAll('[data-fill]') ?? []) {
          element.textContent = '\u00a0';
          if (element.getAttribute('data-fill') === 'greeting') element.setAttribute(textsAttribute, texts);
        }
        // Emotion's class rules in its cache's sheet, the global styles' in sheets of their own.
        const classRules: string[] = [];
        const rules: string[] = [];
        for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
          (style.dataset.emotion === emotionKey ? classRules : rules).push(
            ...[...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
          );
        // Emotion names a class `<key>-<name>`; the names of the classes the drawing uses.
        const classNames = new Set<string>();
        for (const element of root?.querySelectorAll('[class]') ?? [])
          for (const name of element.classList)
            if (name.startsWith(`${emotionKey}-`)) classNames.add(name.slice(emotionKey.length + 1));
        return {
          markup: root?.innerHTML ?? '',
          rules,
          classRules,
          classNames: [...classNames],
          lang: document.documentElement.lang,
          htmlClass: document.documentElement.className,
        };
      },
      {
        texts: JSON.stringify(greetingTexts),
        textsAttribute: GREETING_TEXTS_ATTRIBUTE,
        severalDrawings: home,
        emotionKey: EMOTION_KEY,
      },
    );
    return { ...drawing, fonts: [...fonts].sort() };
  } finally {
    await context.close();
  }
}

const translationFiles = new Map<string, unknown>();

/** A text of translations/<language>.json by its dotted key (each file read once). */
function translationOf(language: string, key: string): string {
  const file = path.join(__dirname, '..', 'translations', `${language}.json`);
  if (!translationFiles.has(file)) translationFiles.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  const texts = translationFiles.get(file);
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  if (typeof text !== 'string') throw new Error(`No text ${key} in ${file}.`);
  return text;
}

/**
 * Home's shell is laid out in code at three widths (AdminLayout): under 768 px the sidebar is a
 * drawer, under 1024 px a collapsed rail, from there an expanded one. One drawing of each, and
 * the page shows the one for the window's width.
 */
const HOME_WIDTHS = {
  mobile: { width: 390, media: `(max-width: ${layout.mobileBreakpoint - 0.05}px)` },
  tablet: {
    width: 800,
    media: `(min-width: ${layout.mobileBreakpoint}px) and (max-width: ${layout.desktopBreakpoint - 0.05}px)`,
  },
  desktop: { width: 1280, media: `(min-width: ${layout.desktopBreakpoint}px)` },
} as const;

async function drawHome(
  consoleUrl: string,
  look: Look,
  config: RuntimeConfig,
  browser: Browser,
): Promise<Drawing> {
  const entries = Object.entries(HOME_WIDTHS);
  const drawings = await Promise.all(
    entries.map(([, { width }]) => draw(consoleUrl, { path: '/', look, width, config }, browser)),
  );
  // Emotion names a class by its styles: the drawings share most of theirs.
  const union = (pick: (drawing: Drawing) => string[]) => [...new Set(drawings.flatMap(pick))];
  const showOnlyFitting = entries
    .map(
      ([name, { media }]) =>
        `@media ${media}{[data-drawn-for]:not([data-drawn-for="${name}"]){display:none}}`,
    )
    .join('');
  return {
    ...drawings[0],
    markup: drawings
      .map((drawing, index) => `<div data-drawn-for="${entries[index][0]}">${drawing.markup}</div>`)
      .join(''),
    rules: [...union((drawing) => drawing.rules), showOnlyFitting],
    classRules: union((drawing) => drawing.classRules),
    classNames: union((drawing) => drawing.classNames),
    fonts: [...new Set(drawings.flatMap((drawing) => drawing.fonts))].sort(),
  };
}

/**
 * Writes dist/login/<look>.html and dist/home/<look>[.testing].html (and their gzip twins) for every
 * look; false when there is no Chromium.
 */
export async function prerenderPages(
  distDir = DIST_DIR,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  for (const dir of ['login', 'home']) fs.rmSync(path.join(distDir, dir), { recursive: true, force: true });
  if (!fs.existsSync(CHROMIUM)) {
    log(
      `No Chromium at ${CHROMIUM} (CHROMIUM_PATH): the login page and home are not prerendered; they get index.html.`,
    );
    return false;
  }
  const boot = fs
    .readdirSync(path.join(distDir, 'assets'))
    .find((name) => /^boot\.[0-9a-f]+\.js$/.test(name));
  if (!boot) throw new Error(`No boot script in ${distDir}/assets: build with webpack first.`);
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  const config = localRuntimeConfig();
  const server = await buildConsoleServer({ distDir, runtimeConfig: config });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const consoleUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const write = (file: string, drawing: Drawing, what: string) => {
    const html = prerenderedPage(index, drawing, `/assets/${boot}`);
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), html);
    fs.writeFileSync(`${path.join(distDir, file)}.gz`, zlib.gzipSync(html, { level: 9 }));
    log(`Prerendered ${what}: ${(html.length / 1024).toFixed(1)} KiB`);
  };
  try {
    for (const look of LOOKS) {
      const lookName = `${look}${look === DEFAULT_LOOK ? ', the default' : ''}`;
      const login = await draw(consoleUrl, { path: '/login', look, width: 1280, config }, browser);
      write(prerenderedLoginFile(look), login, `/login (${lookName})`);
      for (const testingMode of [true, false]) {
        const home = await drawHome(consoleUrl, look, { ...config, testingMode }, browser);
        write(
          prerenderedHomeFile(look, testingMode),
          home,
          `home (${lookName}${testingMode ? ', testing mode' : ''})`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return true;
}

if (require.main === module) {
  const distDir = process.argv[2] ? path.resolve(process.argv[2]) : DIST_DIR;
  prerenderPages(distDir)
    .then(() => markBuilt(distDir))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
