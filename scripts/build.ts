import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const DIST_INDEX = path.join(ROOT, 'dist', 'index.html');

/** What the build reads: when any of it is newer than dist/index.html, the build is stale. */
const BUILD_INPUTS = ['src', 'contract', 'translations', 'public', 'webpack.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Why the console must be (re)built, or null when dist/ is up to date. */
export function buildNeeded(): string | null {
  if (!fs.existsSync(DIST_INDEX)) return 'dist/ has no build';
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  return newest > built ? 'the sources changed since the last build' : null;
}

/** Runs `npm run build` (`webpack --mode production`), showing its output; throws when it fails. */
export function buildConsole(): void {
  const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`The console build failed (webpack exited with ${result.status ?? result.signal}).`);
}

/** Builds the console when dist/ is missing or older than its sources. Returns whether it built. */
export function ensureConsoleBuild(log: (line: string) => void = console.log): boolean {
  const reason = buildNeeded();
  if (!reason) return false;
  log(`Building the console (${reason})…`);
  buildConsole();
  return true;
}
