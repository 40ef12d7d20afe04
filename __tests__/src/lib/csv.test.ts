import { csvOf } from '../../../src/lib/csv';
import { HOSTILE_VALUES, readCsv } from '../../support/hostileCsv';

describe('the CSV writer', () => {
  it('defuses every formula, line breaks and all, and keeps each value in its record', () => {
    const file = csvOf(
      ['value', 'next'],
      HOSTILE_VALUES.map(({ value }) => [value, 'after']),
    );
    expect(readCsv(file)).toEqual([['value', 'next'], ...HOSTILE_VALUES.map(({ cell }) => [cell, 'after'])]);
  });

  it('quotes a value only when it must, and ends every record with CRLF', () => {
    expect(
      csvOf(
        ['a', 'b'],
        [
          ['plain', 'สมชาย ใจดี'],
          ['x,y', 'say "hi"'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\nplain,สมชาย ใจดี\r\n"x,y","say ""hi"""\r\n');
    expect(csvOf(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
  });
});
