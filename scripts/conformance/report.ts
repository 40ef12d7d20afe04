import type { Call } from './openapi';

export type Outcome = 'ok' | 'FAIL' | '–';
export interface Row {
  call: string;
  /** By column: th, en, no token… for a GET; result for a write call. */
  checks: Record<string, Outcome>;
  notes: string[];
}

export const READ_COLUMNS = ['th', 'en', 'no token', 'bad token', 'non-admin'] as const;

/** The suite's outcome: a table of GETs, one of write calls, and what failed. */
export class Report {
  readonly reads: Row[] = [];
  readonly writes: Row[] = [];
  readonly failures: string[] = [];

  row(table: Row[], call: string, ...notes: string[]): Row {
    const row: Row = { call, checks: {}, notes };
    table.push(row);
    return row;
  }

  /** A check's outcome: ok without a problem; otherwise FAIL, and the problem among the failures. */
  record(row: Row, column: string, call: Call | string, problem: string | null, how: string): void {
    row.checks[column] = problem ? 'FAIL' : 'ok';
    const name = typeof call === 'string' ? call : `${call.method} ${call.path}`;
    if (problem) this.failures.push(`${name} (${how}): ${problem}`);
  }

  count(outcome: Outcome): number {
    return [...this.reads, ...this.writes]
      .flatMap((row) => Object.values(row.checks))
      .filter((value) => value === outcome).length;
  }

  /** The tables as text, then the totals and every failure. */
  format(title: string): string {
    const lines = [title, ''];
    const table = (rows: Row[], columns: readonly string[], heading: string) => {
      const width = Math.max(heading.length, ...rows.map((row) => row.call.length));
      const header = [heading.padEnd(width), ...columns.map((column) => column.padEnd(9))]
        .join('  ')
        .trimEnd();
      lines.push(header, '-'.repeat(header.length));
      for (const row of rows) {
        const cells = [
          row.call.padEnd(width),
          ...columns.map((column) => (row.checks[column] ?? '').padEnd(9)),
        ];
        const notes = row.notes.length ? `  ${row.notes.join('; ')}` : '';
        lines.push(`${cells.join('  ').trimEnd()}${notes}`);
      }
      lines.push('');
    };
    table(this.reads, READ_COLUMNS, 'GET');
    if (this.writes.length) table(this.writes, ['result'], 'Write calls (--mutations)');
    lines.push(`${this.count('ok')} passed, ${this.count('FAIL')} failed, ${this.count('–')} skipped`);
    for (const failure of this.failures) lines.push(`FAIL ${failure}`);
    return `${lines.join('\n')}\n`;
  }
}
