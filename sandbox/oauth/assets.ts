import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * The Thai subset of IBM Plex Sans Thai (the console's font), served to the provider pages so
 * seeded Thai names render on machines without a Thai system font (the e2e screenshots).
 */
export const FONT_WEIGHTS = [400, 600, 700] as const;
export const fontPath = (weight: number) => `/oauth/assets/plex-thai-${weight}.woff2`;

function fontFile(weight: number): string | null {
  try {
    return require.resolve(
      `@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-${weight}-normal.woff2`,
    );
  } catch {
    return null;
  }
}

export const fontFaces = FONT_WEIGHTS.map(
  (weight) =>
    `@font-face{font-family:"IBM Plex Sans Thai";font-style:normal;font-weight:${weight};font-display:block;` +
    `src:url(${fontPath(weight)}) format("woff2");unicode-range:U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC}`,
).join('\n');

/** Preloaded, so the first Thai text is laid out with the font rather than a fallback. */
export const fontPreloads = [600, 700]
  .map((weight) => `<link rel="preload" href="${fontPath(weight)}" as="font" type="font/woff2" crossorigin>`)
  .join('\n');

export async function registerAssets(app: FastifyInstance): Promise<void> {
  const cache = new Map<number, Buffer | null>();
  for (const weight of FONT_WEIGHTS) {
    app.get(fontPath(weight), async (_request, reply) => {
      if (!cache.has(weight)) {
        const file = fontFile(weight);
        cache.set(weight, file ? fs.readFileSync(file) : null);
      }
      const bytes = cache.get(weight);
      if (!bytes) return reply.callNotFound();
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
  }
}
