import type { Config } from 'jest';

/**
 * The suite's clock (docs/testing.md, "The clock"): every project that reads the date runs as if it
 * were TEST_NOW (by default a Wednesday mid-month, noon in Bangkok, after the seed's reference),
 * with only `Date` faked and moving on with real time; every timer stays real (MSW, the in-process
 * sandbox, React). `TEST_NOW=<ISO instant>` moves it. Written here, not imported: Node 24 loads
 * this file with its own type stripping, which resolves no extensionless import.
 */
const TEST_NOW = process.env.TEST_NOW || '2026-11-18T05:00:00.000Z';
if (!Number.isFinite(Date.parse(TEST_NOW))) throw new Error(`TEST_NOW is not an ISO instant: ${TEST_NOW}`);
const suiteClock: Config['fakeTimers'] = {
  enableGlobally: true,
  now: Date.parse(TEST_NOW),
  advanceTimers: true,
  doNotFake: [
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'clearImmediate',
    'nextTick',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'hrtime',
    'performance',
  ],
};

// ESM-only packages that jest must transform to CommonJS.
const esmPackages = [
  'jose',
  'cookie',
  'until-async',
  'rettime',
  '@open-draft',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'compressorjs',
  'nuqs',
  'typebox',
  // @fastify/static's own copy (nested under it), which @fastify/swagger-ui loads.
  'content-disposition',
].join('|');
// Also a copy nested under another package's node_modules.
const transformIgnorePatterns = [`/node_modules/(?!(?:.+/node_modules/)?(${esmPackages})/)`];

const transform: Config['transform'] = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const config: Config = {
  // One worker per core, not jest's default of one less: the main process only waits on them
  // (on two cores: 170 s instead of 280 s for the whole suite).
  maxWorkers: '100%',
  // A bound on a hung test, generous for loaded machines (see __tests__/support/setupConsole.ts).
  testTimeout: 90_000,
  projects: [
    {
      displayName: 'sandbox',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/sandbox/**/*.test.ts'],
      fakeTimers: suiteClock,
      transform,
      transformIgnorePatterns,
    },
    {
      // The contract's own rules (money), shared by the console and the sandbox.
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/contract/**/*.test.ts'],
      fakeTimers: suiteClock,
      transform,
    },
    {
      // The benchmark's own logic (reading traces), not its figures: those are measured, never asserted.
      displayName: 'bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/bench/**/*.test.ts'],
      transform,
    },
    {
      // The import walls (eslint/walls.mjs), linted against the real tree.
      displayName: 'walls',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/eslint/**/*.test.ts'],
      transform,
    },
    {
      displayName: 'console',
      testEnvironment: '<rootDir>/__tests__/support/happyDomEnvironment.ts',
      testMatch: ['<rootDir>/__tests__/src/**/*.test.{ts,tsx}'],
      fakeTimers: suiteClock,
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setupConsole.ts'],
      moduleNameMapper: {
        '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/__tests__/support/fileStub.ts',
        '\\.css$': '<rootDir>/__tests__/support/fileStub.ts',
      },
      transform,
      transformIgnorePatterns,
      testEnvironmentOptions: {
        customExportConditions: [''],
        // A link to another origin (the sign-in providers) changes the address and loads nothing:
        // no request leaves the process.
        settings: {
          navigation: { disableMainFrameNavigation: true },
          // A desktop: media queries (matchMedia and the CSS's breakpoints) answer as at 1280 px.
          viewport: { width: 1280, height: 800 },
        },
      },
    },
  ],
};

export default config;
