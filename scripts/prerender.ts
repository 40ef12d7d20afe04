/**
 * The login page, prerendered: the built console draws /login in headless Chromium once per look
 * (language × theme), and each drawing is written as dist/login/<look>.html with its styles. The
 * server sends the one the visitor's look cookie names (scripts/serve.ts, the nginx recipe), so the
 * page is on screen before the console's scripts have arrived; the console then draws the same page
 * over it (src/app/main.tsx). Such a page has one script, boot.js, which asks for the console's once
 * the page is painted.
 *
 * `tsx scripts/prerender.ts [DIST]` runs it on a build; `npm run build` runs it after webpack.
 * Without Chromium it writes nothing and says so: the server then sends index.html for /login.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CHROMIUM } from '../__tests__/e2e/support/env';
import { DEFAULT_LOOK, LOOKS, lookParts, type Look } from '../src/lib/look';
import { encodeValue, StorageKey } from '../src/lib/storage';
import { launchChromium } from './chromium';
import { localRuntimeConfig } from './config';
import { buildConsoleServer, DIST_DIR, prerenderedLoginFile } from './serve';

interface Drawing {
  /** #root's content. */
  markup: string;
  /** The rules Emotion inserted (through the CSSOM, so not in its <style> elements' text). */
  css: string;
  /** <html>'s lang and class, which the console sets. */
  lang: string;
  htmlClass: string;
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
  return (
    withoutScripts
      .replace(/<html lang="[^"]*">/, `<html lang="${drawing.lang}"${htmlClass}>`)
      .replace(
        '</head>',
        `<style data-prerendered>${drawing.css}</style><script defer="defer" src="${bootSrc}" data-entry="${scripts.join(' ')}"></script></head>`,
      )
      // Inert: a click or a ticked box would be lost when the console draws the page afresh.
      .replace('<div id="root"></div>', `<div id="root" data-prerendered inert>${drawing.markup}</div>`)
  );
}

async function drawLogin(consoleUrl: string, look: Look, browser: Browser): Promise<Drawing> {
  const { language, mode } = lookParts(look);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      [
        [StorageKey.language, encodeValue(language)],
        [StorageKey.theme, encodeValue(mode)],
      ],
    );
    const page = await context.newPage();
    await page.goto(`${consoleUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      const css = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('');
      return {
        markup: root?.innerHTML ?? '',
        css,
        lang: document.documentElement.lang,
        htmlClass: document.documentElement.className,
      };
    });
  } finally {
    await context.close();
  }
}

/** Writes dist/login/<look>.html (and its gzip twin) for every look; false when there is no Chromium. */
export async function prerenderLogin(
  distDir = DIST_DIR,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const outDir = path.join(distDir, 'login');
  fs.rmSync(outDir, { recursive: true, force: true });
  if (!fs.existsSync(CHROMIUM)) {
    log(
      `No Chromium at ${CHROMIUM} (CHROMIUM_PATH): the login page is not prerendered; /login gets index.html.`,
    );
    return false;
  }
  const boot = fs
    .readdirSync(path.join(distDir, 'assets'))
    .find((name) => /^boot\.[0-9a-f]+\.js$/.test(name));
  if (!boot) throw new Error(`No boot script in ${distDir}/assets: build with webpack first.`);
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  const server = await buildConsoleServer({ distDir, runtimeConfig: localRuntimeConfig() });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const consoleUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    fs.mkdirSync(outDir, { recursive: true });
    for (const look of LOOKS) {
      const html = prerenderedPage(index, await drawLogin(consoleUrl, look, browser), `/assets/${boot}`);
      const file = path.join(distDir, prerenderedLoginFile(look));
      fs.writeFileSync(file, html);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
      log(
        `Prerendered /login (${look}${look === DEFAULT_LOOK ? ', the default' : ''}): ${(html.length / 1024).toFixed(1)} KiB`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return true;
}

if (require.main === module) {
  prerenderLogin(process.argv[2] ? path.resolve(process.argv[2]) : DIST_DIR).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
