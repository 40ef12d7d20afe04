/**
 * The production build's two transforms of libraries (webpack.config.ts): each leans on how the
 * installed version is written, so an upgrade that changes it fails here rather than silently
 * bringing the kilobytes back (or, for the theme, breaking the build's themes).
 */
import fs from 'node:fs';
import path from 'node:path';

const nodeModules = path.join(__dirname, '../../../node_modules');

describe("react-router's tree-shaking loader", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('../../../scripts/reactRouterTreeShaking.cjs') as (source: string) => string;
  const productionDir = path.join(nodeModules, 'react-router/dist/production');
  const chunks = fs
    .readdirSync(productionDir)
    .filter((name) => /^chunk-\w+\.mjs$/.test(name))
    .map((name) => fs.readFileSync(path.join(productionDir, name), 'utf8'));
  const routerChunk = chunks.find((source) => /^var NavLink = /m.test(source));

  it('finds the chunk that defines the components', () => {
    expect(routerChunk).toBeDefined();
  });

  it('marks the top-level component calls pure and drops their names', () => {
    const output = loader(routerChunk!);
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(output).toMatch(
        new RegExp(`^var ${component} = /\\*#__PURE__\\*/ React\\d*\\.forwardRef\\(`, 'm'),
      );
      expect(output).not.toMatch(new RegExp(`^${component}\\.displayName = `, 'm'));
    }
  });

  it('changes nothing else: the same lines but the dropped names', () => {
    const output = loader(routerChunk!);
    const withoutPure = output.replaceAll('/*#__PURE__*/ ', '');
    const dropped = routerChunk!.split('\n').filter((line) => /^\w+\.displayName = "\w+";$/.test(line));
    expect(dropped.length).toBeGreaterThan(0);
    expect(withoutPure.split('\n').filter(Boolean)).toEqual(
      routerChunk!.split('\n').filter((line) => line && !dropped.includes(line)),
    );
  });
});

describe("MUI's CSS-variables theme, left out of the build", () => {
  it('is what createTheme imports, under the name the build replaces', () => {
    const createTheme = fs.readFileSync(
      path.join(nodeModules, '@mui/material/styles/createTheme.mjs'),
      'utf8',
    );
    expect(createTheme).toMatch(/^import createThemeWithVars from "\.\/createThemeWithVars\.mjs";$/m);
  });

  it('is never reached by the console themes, and its stand-in says so when it is', () => {
    jest.isolateModules(() => {
      jest.doMock(path.join(nodeModules, '@mui/material/styles/createThemeWithVars.js'), () => ({
        __esModule: true,
        default: jest.requireActual('../../../src/theme/withoutCssVariables').default,
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { createConsoleTheme } = require('../../../src/theme') as typeof import('../../../src/theme');
      for (const mode of ['light', 'dark'] as const) {
        for (const language of ['th', 'en'] as const) {
          expect(createConsoleTheme(mode, language).palette.mode).toBe(mode);
        }
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { createTheme } = require('@mui/material/styles') as typeof import('@mui/material/styles');
      expect(() => createTheme({ cssVariables: true })).toThrow(
        /CSS-variables themes are not part of this build/,
      );
    });
  });
});
