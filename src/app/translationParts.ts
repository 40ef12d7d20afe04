/**
 * The translation files are fetched in two parts per language (webpack splits each file, see
 * webpack.config.ts): the shell's, which a visitor needs before signing in (login, not-found, the
 * error page, alerts), and the console's, everything else, which loads with the admin shell. The
 * login page then carries a few KiB of texts instead of every screen's.
 */
export const SHELL_NAMESPACES: readonly string[] = [
  'common',
  'login',
  'preferences',
  'notFound',
  'errorBoundary',
  'errors',
  'alert',
];

export type TranslationPart = 'shell' | 'console';
export const TRANSLATION_PARTS: readonly TranslationPart[] = ['shell', 'console'];

export const isShellNamespace = (namespace: string): boolean => SHELL_NAMESPACES.includes(namespace);

/** The part of a language's texts: its shell namespaces, or all the others. */
export function translationPart(
  texts: Record<string, unknown>,
  part: TranslationPart,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).filter(([namespace]) => isShellNamespace(namespace) === (part === 'shell')),
  );
}
