// The architecture's walls (shared/architecture.md), as zones of import-x's `no-restricted-paths`:
// a file under `target` may not import one under `from` (paths resolved from the repository's root).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const foldersOf = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

const pages = foldersOf('src/pages');
const belowApp = foldersOf('src').filter((folder) => folder !== 'src/app');

export const wallZones = [
  { target: 'src', from: 'sandbox', message: 'The console never imports sandbox/.' },
  {
    target: 'sandbox',
    from: 'src',
    message: 'sandbox/ imports nothing from src/: what both use is in contract/.',
  },
  {
    target: 'contract',
    from: ['src', 'sandbox', 'scripts', '__tests__'],
    message: 'contract/ imports nothing of the console, the sandbox, the scripts or the tests.',
  },
  ...pages.map((page) => ({
    target: page,
    from: 'src/pages',
    except: [`./${path.basename(page)}`],
    message: 'Pages never import other pages.',
  })),
  {
    target: belowApp,
    from: 'src/app',
    message: 'Nothing imports src/app/: it only composes what is below it.',
  },
  {
    target: [
      'src/bookings',
      'src/payouts',
      'src/audit',
      'src/find-anything',
      'src/work-queues',
      'src/components',
    ],
    from: 'src/pages',
    message: 'Capabilities and components never import pages: pages compose them.',
  },
  {
    target: 'src/app/store.ts',
    from: 'src/services/api.ts',
    message: 'The store does not import the API: the API injects itself (src/slices/index.ts).',
  },
  {
    target: ['scripts', 'sandbox'],
    from: '__tests__',
    message: 'Build and server scripts import neither tests nor test support.',
  },
  {
    target: ['src/services', 'src/slices', 'src/lib'],
    from: ['src/components', 'src/pages'],
    message: 'Services, slices and lib never import React components.',
  },
];

/** The same wall for packages: React's components come from MUI. */
export const noComponentPackages = {
  patterns: [{ group: ['@mui/*'], message: 'Services, slices and lib never import React components.' }],
};

/**
 * Outside the screens, the table kit is imported by file, not by its index: the index brings the
 * whole kit (its inputs, selects and list state) into every screen that loads the importing file,
 * the admin shell's header included.
 */
export const noTableKitIndex = {
  patterns: [
    {
      regex: '(^|/)components/table$',
      message:
        "Outside src/pages, import the table kit's own file (components/table/SelectField), not its index.",
    },
  ],
};
