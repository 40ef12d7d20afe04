/**
 * Each language's texts as one tree (its i18next namespaces, `shell` and `console`, merged): what
 * tests read to find a text by its key, e.g. `th.users.columns.user`.
 */
import thShell from '../../translations/th/shell.json';
import thConsole from '../../translations/th/console.json';
import enShell from '../../translations/en/shell.json';
import enConsole from '../../translations/en/console.json';

export const th = { ...thShell, ...thConsole };
export const en = { ...enShell, ...enConsole };
export type Texts = typeof th;
