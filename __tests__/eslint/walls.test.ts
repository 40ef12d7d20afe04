/**
 * The architecture's walls (eslint/walls.mjs) hold: each wall refuses an import that breaks it and
 * lets the ones beside it pass. The import is linted as if written in a file at that place, against
 * the real tree; an import the resolver cannot find is not checked by the rule at all, so each case
 * names a real module.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface WallCase {
  file: string;
  code: string;
}

const root = path.resolve(__dirname, '../..');

// One ESLint process lints every case (loading the config takes seconds).
function lint(cases: WallCase[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const messages = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      messages.push(result.messages
        .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
        .map((m) => m.message));
    }
    console.log(JSON.stringify(messages));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

const refused: [string, WallCase, string][] = [
  [
    'the console importing the sandbox',
    { file: 'src/lib/wall.ts', code: "import '../../sandbox/app';" },
    'The console never imports sandbox/',
  ],
  [
    'the sandbox importing the console',
    { file: 'sandbox/wall.ts', code: "import '../src/lib/format';" },
    'sandbox/ imports nothing from src/',
  ],
  [
    'the contract importing the sandbox',
    { file: 'contract/wall.ts', code: "import '../sandbox/app';" },
    'contract/ imports nothing',
  ],
  [
    'the contract importing a test',
    { file: 'contract/wall.ts', code: "import '../__tests__/support/notice';" },
    'contract/ imports nothing',
  ],
  [
    'a page importing another page',
    { file: 'src/pages/home/wall.tsx', code: "import '../login/LoginPage';" },
    'Pages never import other pages',
  ],
  [
    'a page loading another page lazily',
    { file: 'src/pages/home/wall.tsx', code: "void import('../login/LoginPage');" },
    'Pages never import other pages',
  ],
  [
    'a slice importing the app',
    { file: 'src/slices/wall.ts', code: "import '../app/store';" },
    'Nothing imports src/app/',
  ],
  [
    'a capability importing a page',
    { file: 'src/bookings/wall.ts', code: "import '../pages/home/HomePage';" },
    'Capabilities and components never import pages',
  ],
  [
    'a component importing a page',
    { file: 'src/components/wall.ts', code: "export * from '../pages/home/greeting';" },
    'Capabilities and components never import pages',
  ],
  [
    'the store importing the API',
    { file: 'src/app/store.ts', code: "import '../services/api';" },
    'The store does not import the API',
  ],
  [
    'a script importing test support',
    { file: 'scripts/wall.ts', code: "import '../__tests__/support/notice';" },
    'Build and server scripts import neither',
  ],
  [
    'a service importing a component',
    { file: 'src/services/wall.ts', code: "import '../components/table';" },
    'Services, slices and lib never import React components',
  ],
  [
    'lib importing MUI',
    { file: 'src/lib/wall.ts', code: "import '@mui/material/Button';" },
    'Services, slices and lib never import React components',
  ],
  [
    "the shell's search importing the table kit's index",
    { file: 'src/find-anything/wall.tsx', code: "import '../components/table';" },
    "import the table kit's own file",
  ],
];

const allowed: [string, WallCase][] = [
  ['a page importing its own files', { file: 'src/pages/home/wall.tsx', code: "import './HomePage';" }],
  ['the app composing a page', { file: 'src/app/wall.tsx', code: "import '../pages/home/HomePage';" }],
  [
    'a page using a capability',
    { file: 'src/pages/home/wall.tsx', code: "import '../../bookings/MonthFilter';" },
  ],
  ['the console using the contract', { file: 'src/lib/wall.ts', code: "import '../../contract';" }],
  ['the sandbox using the contract', { file: 'sandbox/wall.ts', code: "import '../contract';" }],
  ['a component using MUI', { file: 'src/components/wall.tsx', code: "import '@mui/material/Button';" }],
  [
    "the shell's search importing one file of the table kit",
    { file: 'src/find-anything/wall.tsx', code: "import '../components/table/HiddenText';" },
  ],
  [
    "a screen importing the table kit's index",
    { file: 'src/pages/audit-log/wall.tsx', code: "import '../../components/table';" },
  ],
];

describe('the import walls', () => {
  let messages: string[][];
  beforeAll(() => {
    messages = lint([...refused.map(([, c]) => c), ...allowed.map(([, c]) => c)]);
  });

  it.each(refused.map(([name, , wall], i) => [name, wall, i] as const))('refuse %s', (_name, wall, i) => {
    expect(messages[i]).toEqual([expect.stringContaining(wall)]);
  });

  it.each(allowed.map(([name], i) => [name, refused.length + i] as const))('allow %s', (_name, i) => {
    expect(messages[i]).toEqual([]);
  });
});
