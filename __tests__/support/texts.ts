/**
 * The console's texts, read from translations/<language>/<namespace>.json: `allTexts`, i18next's
 * resources (language → namespace → tree), and each language as one tree (`th`, `en`: `shell`'s
 * groups beside one group per other namespace), what tests read to find a text by its key, e.g.
 * `th.users.columns.user` for `users:columns.user`.
 */
import fs from 'node:fs';
import path from 'node:path';

const TRANSLATIONS = path.join(__dirname, '../../translations');

/** One language's texts as one tree, typed by the Thai files (both languages have the same keys). */
export type Texts = typeof import('../../translations/th/shell.json') & {
  layout: typeof import('../../translations/th/layout.json');
  pages: typeof import('../../translations/th/pages.json');
  home: typeof import('../../translations/th/home.json');
  profile: typeof import('../../translations/th/profile.json');
  roles: typeof import('../../translations/th/roles.json');
  status: typeof import('../../translations/th/status.json');
  properties: typeof import('../../translations/th/properties.json');
  bookings: typeof import('../../translations/th/bookings.json');
  payments: typeof import('../../translations/th/payments.json');
  table: typeof import('../../translations/th/table.json');
  users: typeof import('../../translations/th/users.json');
  partners: typeof import('../../translations/th/partners.json');
  earnings: typeof import('../../translations/th/earnings.json');
  images: typeof import('../../translations/th/images.json');
  workQueues: typeof import('../../translations/th/workQueues.json');
  trends: typeof import('../../translations/th/trends.json');
  connection: typeof import('../../translations/th/connection.json');
  records: typeof import('../../translations/th/records.json');
  find: typeof import('../../translations/th/find.json');
  audit: typeof import('../../translations/th/audit.json');
  payoutRun: typeof import('../../translations/th/payoutRun.json');
  payoutBatches: typeof import('../../translations/th/payoutBatches.json');
};

type Namespaces = Record<string, Record<string, unknown>>;

function namespacesOf(language: string): Namespaces {
  const folder = path.join(TRANSLATIONS, language);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>,
      ]),
  );
}

/** Both languages' texts, every namespace, as i18next resources. */
export const allTexts = { th: namespacesOf('th'), en: namespacesOf('en') };

const oneTree = ({ shell, ...others }: Namespaces) => ({ ...shell, ...others }) as Texts;

export const th = oneTree(allTexts.th);
export const en = oneTree(allTexts.en);
