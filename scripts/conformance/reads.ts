import type { Api, Answer, Call, Contract } from './openapi';
import { urlOf } from './openapi';
import { READ_COLUMNS, type Report } from './report';

export interface Credentials {
  /** An active administrator's access token. */
  token: string;
  /** A partner's or customer's, for the 403 checks. */
  nonAdminToken?: string;
  /** Spent by the refresh and logout write calls. */
  refreshToken?: string;
}

const success = (status: number) => status >= 200 && status < 300;

/**
 * Every GET of the contract: as an administrator in Thai and in English, then without a token,
 * with a bad one and with a non-administrator's. Calls without required parameters go first; the
 * others take them from those answers through the document's links. Returns the answers, by
 * operation id, for the write calls to start from.
 */
export async function checkReads(
  contract: Contract,
  api: Api,
  report: Report,
  { token, nonAdminToken }: Credentials,
): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  const required = (call: Call) =>
    (call.operation.parameters ?? []).filter((parameter) => parameter.required);
  const gets = contract.calls
    .filter((call) => call.method === 'GET')
    .sort((a, b) => required(a).length - required(b).length);

  for (const call of gets) {
    const row = report.row(report.reads, call.path);
    const values = required(call).map((parameter) => [
      parameter.name,
      contract.linkedValue(call, parameter, answers),
    ]);
    if (values.some(([, value]) => value === undefined)) {
      for (const column of READ_COLUMNS) row.checks[column] = '–';
      row.notes.push('not called: no list it links from gave an id');
      continue;
    }
    const url = urlOf(call, Object.fromEntries(values.map(([name, value]) => [name, String(value)])));
    for (const language of ['th', 'en'] as const) {
      const answer = await api.send('GET', url, { token, language });
      report.record(
        row,
        language,
        call,
        contract.problemOf(call, answer, success),
        `Accept-Language ${language}`,
      );
      if (language === 'th' && success(answer.status)) answers.set(call.operation.operationId, answer.body);
    }
    if (!call.operation.security) {
      for (const column of READ_COLUMNS.slice(2)) row.checks[column] = '–';
      row.notes.push('public');
      continue;
    }
    const refusals: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['bad token', 'not-a-token', 401],
      ['non-admin', nonAdminToken, 403],
    ];
    for (const [column, as, status] of refusals) {
      if (column === 'non-admin' && !as) {
        row.checks[column] = '–';
        continue;
      }
      const answer = await api.send('GET', url, { token: as, language: 'en' });
      report.record(
        row,
        column,
        call,
        contract.problemOf(call, answer, (got) => got === status),
        column,
      );
    }
  }
  if (!nonAdminToken)
    report.row(
      report.reads,
      'non-admin: skipped',
      'pass --non-admin-token (a partner or customer token) to check the 403s',
    );

  // Refusals follow Accept-Language too: the console shows their title and message.
  const guarded = gets.find((call) => call.operation.security);
  if (guarded) {
    const message = (answer: Answer) => (answer.body as { status?: { message?: string } }).status?.message;
    const [thai, english] = await Promise.all(
      ['th', 'en'].map((language) => api.send('GET', guarded.path, { language })),
    );
    const row = report.row(report.reads, `${guarded.path}: 401 in th and en`);
    const same = !message(thai) || message(thai) === message(english);
    report.record(row, 'th', guarded, same ? 'the same message in both languages' : null, 'languages');
    row.checks.en = row.checks.th;
  }
  return answers;
}
