/**
 * The keys the console's code names, read from src/: each is in both languages' files, and each
 * component loads the namespaces its keys are in. In the browser a namespace is loaded by the
 * components that ask for it (useTranslation); the tests give every text at once, so a component
 * that forgot to ask would pass them and show `⟦th:users:title⟧` to an admin who opened its screen
 * first. This reads the code instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allTexts } from '../../support/texts';

const ROOT = path.join(__dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(path.join(ROOT, 'src')).map((file) => ({
  file: path.relative(ROOT, file),
  code: fs.readFileSync(file, 'utf8'),
}));
const namespaces = Object.keys(allTexts.th).filter((namespace) => namespace !== 'shell');

/** `'users:failed.role'`, and `status:booking.${…}` (a key a value completes). */
const keyPattern = new RegExp(`['"\`](${namespaces.join('|')}):([\\w.]*)(\\$\\{)?`, 'g');

function node(tree: unknown, dottedPath: string): unknown {
  return dottedPath
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], tree);
}

/** A text, or a plural's forms (`key_other`, which every language has: Thai has no other). */
const isText = (tree: unknown, key: string): boolean =>
  typeof node(tree, key) === 'string' || typeof node(tree, `${key}_other`) === 'string';

interface KeyUse {
  file: string;
  namespace: string;
  key: string;
  /** Ends where a value is put in (`status:booking.${status}`): the key is a prefix. */
  prefix: boolean;
}

const uses: KeyUse[] = sources.flatMap(({ file, code }) =>
  [...code.matchAll(keyPattern)].map(([, namespace, key, placeholder]) => ({
    file,
    namespace,
    // A value completes the key (`period.title${period}`, `feedback.${kind}`): the group it is in.
    key: placeholder ? key.slice(0, Math.max(0, key.lastIndexOf('.'))) : key.replace(/\.$/, ''),
    prefix: Boolean(placeholder) || key.endsWith('.'),
  })),
);

/** The namespaces a file's useTranslation calls ask for. */
function askedFor(code: string): string[] | null {
  const calls = [...code.matchAll(/useTranslation\(([^)]*)\)/g)];
  if (calls.length === 0) return null;
  return calls.flatMap(([, args]) => [...args.matchAll(/'(\w+)'/g)].map(([, namespace]) => namespace));
}

/** The source files a file imports (types too: a component given a module's data renders its keys). */
function importsOf(file: string, code: string): string[] {
  return [...code.matchAll(/from '(\.[^']+)'/g)].flatMap(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].filter((candidate) =>
      sources.some((source) => source.file === candidate),
    );
  });
}

describe('the keys the code names', () => {
  it('are found (more than a few hundred)', () => {
    expect(uses.length).toBeGreaterThan(400);
  });

  it.each(['th', 'en'] as const)(
    'are texts in the %s files, or groups of texts where a value completes them',
    (language) => {
      const missing = uses.filter(({ namespace, key, prefix }) => {
        const texts = allTexts[language][namespace];
        return prefix ? node(texts, key) === undefined : !isText(texts, key);
      });
      expect(missing.map(({ file, namespace, key }) => `${file}: ${namespace}:${key}`)).toEqual([]);
    },
  );

  it('are in namespaces that the component naming them loads (its useTranslation), or in a module of data a component renders', () => {
    const unasked = sources.flatMap(({ file, code }) => {
      const asked = askedFor(code);
      if (asked === null || file === path.join('src', 'app', 'i18n.ts')) return [];
      const named = new Set(uses.filter((use) => use.file === file).map((use) => use.namespace));
      return [...named]
        .filter((namespace) => !asked.includes(namespace))
        .map((namespace) => `${file}: ${namespace}`);
    });
    expect(unasked).toEqual([]);
  });

  it('of a module of data (no useTranslation) are asked for by each component importing it', () => {
    // Services and slices name notices' and alerts' texts, which the shell shows over the screen
    // that raised them, in namespaces that screen loaded.
    const dataModules = sources.filter(
      ({ file, code }) => askedFor(code) === null && !/^src\/(services|slices)\//.test(file),
    );
    const unasked = sources.flatMap(({ file, code }) => {
      const asked = askedFor(code);
      if (asked === null) return [];
      return dataModules
        .filter((data) => importsOf(file, code).includes(data.file))
        .flatMap((data) =>
          [...new Set(uses.filter((use) => use.file === data.file).map((use) => use.namespace))]
            .filter((namespace) => !asked.includes(namespace))
            .map((namespace) => `${file} (${data.file}): ${namespace}`),
        );
    });
    expect(unasked).toEqual([]);
  });

  it("are asked for by each screen's route (or the shell's), which loads them beside the screen's code: what the screen's modules ask for, dialogs included", () => {
    const codeOf = (...parts: string[]) =>
      sources.find(({ file }) => file === path.join('src', ...parts))!.code;
    const screens = new Map(
      [
        ...codeOf('app', 'AdminShell.tsx').matchAll(
          /(\w+): lazy\(\(\) => import\('\.\.\/(pages\/[^']+)'\)\)/g,
        ),
      ].map(([, name, module]) => [name, path.join('src', `${module}.tsx`)]),
    );
    const namespacesIn = (texts: string) => [...texts.matchAll(/'(\w+)'/g)].map(([, namespace]) => namespace);
    const router = codeOf('app', 'router.tsx');
    const routeTexts = new Map(
      [...router.matchAll(/screenElement\('(\w+)', \[([^\]]*)\]/g)].map(([, name, texts]) => [
        name,
        namespacesIn(texts),
      ]),
    );
    const shellTexts = namespacesIn(
      router.match(/routeElement\(<AdminShell \/>, \{[^}]*texts: \[([^\]]*)\]/)![1],
    );
    // Asked for inside the module's own Suspense boundary: its part of a dialog waits there, the
    // screen and the rest of the dialog do not (src/audit/AuditTimeline.tsx).
    const ownBoundary: Record<string, string[]> = {
      [path.join('src', 'audit', 'AuditTimeline.tsx')]: ['audit'],
    };
    /** What a module and everything it imports (not what it loads lazily) ask for. */
    const askedWithImports = (file: string) => {
      const asked = new Set<string>();
      const seen = new Set<string>();
      const next = [file];
      while (next.length > 0) {
        const current = next.pop()!;
        if (seen.has(current)) continue;
        seen.add(current);
        const code = sources.find((source) => source.file === current)!.code;
        for (const namespace of askedFor(code) ?? [])
          if (!ownBoundary[current]?.includes(namespace)) asked.add(namespace);
        next.push(...importsOf(current, code));
      }
      return asked;
    };
    const missing = [...screens].flatMap(([name, file]) => {
      const loaded = new Set(['shell', ...shellTexts, ...(routeTexts.get(name) ?? [])]);
      return [...askedWithImports(file)]
        .filter((namespace) => !loaded.has(namespace))
        .map((namespace) => `${name}: ${namespace}`);
    });
    expect(screens.size).toBe(11);
    expect(routeTexts.size).toBe(11);
    expect(shellTexts).toContain('layout');
    expect(missing).toEqual([]);
  });

  it('ask only for namespaces that have files', () => {
    const unknown = sources.flatMap(({ file, code }) =>
      (askedFor(code) ?? [])
        .filter((namespace) => namespace !== 'shell' && !namespaces.includes(namespace))
        .map((namespace) => `${file}: ${namespace}`),
    );
    expect(unknown).toEqual([]);
  });

  it("of the shell, written without a namespace, are in both languages' shell files", () => {
    const shellKeys = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/\bt\('([a-zA-Z]+\.[\w.]+)'/g)].map(([, key]) => ({ file, key })),
    );
    expect(shellKeys.length).toBeGreaterThan(20);
    const missing = shellKeys.filter(
      ({ key }) => !isText(allTexts.th.shell, key) || !isText(allTexts.en.shell, key),
    );
    expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
