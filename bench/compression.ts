/**
 * Figures for the slip compression (spec section 9): in headless Chromium, a 12-megapixel photo
 * (4000 × 3000, at most 5 MB, the largest slip the console takes) through the console's loop
 * (src/lib/imageCompression.ts, bundled for the browser with esbuild), beside one plain
 * compressorjs pass at quality 0.8 in the same page. Each is run RUNS times; the median is kept.
 * `npx tsx bench/compression.ts` runs it alone and writes bench/results/compression.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { NOISY_PHOTO_SCRIPT, type NoisyPhoto } from './compression/noisyPhoto';
import { launchChromium } from '../scripts/chromium';

const RUNS = 3;
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface CompressionFigures {
  method: string;
  inputBytes: number;
  outputBytes: number;
  width: number;
  height: number;
  passes: number;
  medianMs: number;
  runsMs: number[];
}

interface PageRun {
  ms: number;
  bytes: number;
  width: number;
  height: number;
  passes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'compression', 'entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Runs one method in the page on the photo held in `window.benchPhoto`. */
const RUN_IN_PAGE = `async (method) => {
  const { slipBench, benchPhoto } = window;
  const size = (blob) => new Promise((resolve) => {
    const url = URL.createObjectURL(blob);
    const image = new Image();
    image.onload = () => { URL.revokeObjectURL(url); resolve({ width: image.naturalWidth, height: image.naturalHeight }); };
    image.src = url;
  });
  const started = performance.now();
  let blob;
  let passes = 1;
  if (method === 'console') {
    const result = await slipBench.compressImage(benchPhoto);
    blob = result.file;
    passes = result.passes.length;
  } else {
    blob = await slipBench.plainPass(benchPhoto, 0.8);
  }
  const ms = performance.now() - started;
  return { ms, bytes: blob.size, passes, ...(await size(blob)) };
}`;

export async function benchCompression(): Promise<CompressionFigures[]> {
  const script = await bundle();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ content: script });
    const photo = (await page.evaluate(
      `(${NOISY_PHOTO_SCRIPT})(4000, 3000, ${MAX_UPLOAD_BYTES})`,
    )) as NoisyPhoto;
    await page.evaluate(`(() => {
      const binary = atob(${JSON.stringify(photo.base64)});
      const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
      window.benchPhoto = new File([bytes], 'photo-12mp.jpg', { type: 'image/jpeg' });
    })()`);

    const figures: CompressionFigures[] = [];
    for (const [method, label] of [
      ['console', 'console loop (spec section 9)'],
      ['plain', 'compressorjs, one pass at 0.8'],
    ] as const) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push((await page.evaluate(`(${RUN_IN_PAGE})(${JSON.stringify(method)})`)) as PageRun);
      const last = runs[runs.length - 1];
      figures.push({
        method: label,
        inputBytes: photo.bytes,
        outputBytes: last.bytes,
        width: last.width,
        height: last.height,
        passes: last.passes,
        medianMs: Math.round(median(runs.map((run) => run.ms))),
        runsMs: runs.map((run) => Math.round(run.ms)),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export function printCompressionFigures(figures: CompressionFigures[]): void {
  console.table(
    figures.map((figure) => ({
      method: figure.method,
      input: kib(figure.inputBytes),
      output: kib(figure.outputBytes),
      'output px': `${figure.width} × ${figure.height}`,
      passes: figure.passes,
      'median ms': figure.medianMs,
      'runs ms': figure.runsMs.join(', '),
    })),
  );
}

/** What `npm run bench` calls: measures and prints. */
export async function runCompressionBench(): Promise<void> {
  console.log('\n== Slip compression (12 MP photo, headless Chromium)');
  printCompressionFigures(await benchCompression());
}

if (require.main === module) {
  benchCompression()
    .then((figures) => {
      printCompressionFigures(figures);
      const file = path.join(__dirname, 'results', 'compression.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`,
      );
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
