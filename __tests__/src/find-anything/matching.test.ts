import { anyMatches, matchRanges, mayBeBookingCode, searchTermOf } from '../../../src/find-anything/matching';
import { SearchLimits } from '../../../contract';

describe('searchTermOf', () => {
  it('trims the typed text and makes each run of spaces one', () => {
    expect(searchTermOf('  สมชาย   ใจดี  ')).toBe('สมชาย ใจดี');
    expect(searchTermOf('\tPV-2026\n')).toBe('PV-2026');
  });

  it('gives no term for empty or blank input', () => {
    expect(searchTermOf('')).toBe('');
    expect(searchTermOf('   \t ')).toBe('');
  });

  it('cuts very long input to what the API takes, never half an emoji', () => {
    const long = 'ก'.repeat(SearchLimits.keyword * 3);
    expect(searchTermOf(long)).toHaveLength(SearchLimits.keyword);
    const emojiAtTheCut = `${'a'.repeat(SearchLimits.keyword - 1)}😀tail`;
    expect(searchTermOf(emojiAtTheCut)).toBe('a'.repeat(SearchLimits.keyword - 1));
  });
});

describe('matchRanges', () => {
  it('matches Latin text whatever its case, at the shown positions', () => {
    expect(matchRanges('Somchai.J@Example.com', 'example')).toEqual([[10, 17]]);
    expect(matchRanges('Café CAFÉ', 'café')).toEqual([
      [0, 4],
      [5, 9],
    ]);
  });

  it('matches Thai exactly as typed', () => {
    expect(matchRanges('คุณสมชาย ใจดี', 'สมชาย')).toEqual([[3, 8]]);
    // A different tone mark is a different word, not a loose match.
    expect(matchRanges('ไก่', 'ไก้')).toEqual([]);
    // Sara am typed as nikhahit + sara aa is not the single character.
    expect(matchRanges('น้ำ', 'น้\u0e4d\u0e32')).toEqual([]);
  });

  it('keeps positions where lower case would change the length', () => {
    // "İ" lowers to two characters: it stays as typed, so the ranges point at the shown text.
    expect(matchRanges('İstanbul villa', 'villa')).toEqual([[9, 14]]);
    expect(matchRanges('İstanbul', 'İst')).toEqual([[0, 3]]);
  });

  it('finds the last digits of a booking code, and every occurrence', () => {
    expect(matchRanges('PV-2026-000150', '150')).toEqual([[11, 14]]);
    expect(matchRanges('PV-2026-000150', '0')).toHaveLength(5);
    expect(matchRanges('aaaa', 'aa')).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('finds nothing for an empty term or a longer one', () => {
    expect(matchRanges('PV-2026', '')).toEqual([]);
    expect(matchRanges('PV', 'PV-2026-000150')).toEqual([]);
  });
});

describe('anyMatches', () => {
  it('looks through the text values and skips the rest', () => {
    expect(anyMatches('ภูเก็ต', null, undefined, 42, 'วิลล่าภูเก็ต')).toBe(true);
    expect(anyMatches('ภูเก็ต', null, 'Krabi')).toBe(false);
  });
});

describe('mayBeBookingCode', () => {
  it('takes codes and their digits', () => {
    expect(mayBeBookingCode('150')).toBe(true);
    expect(mayBeBookingCode('PV-2026-000150')).toBe(true);
    expect(mayBeBookingCode('pv-2026')).toBe(true);
  });

  it('leaves names, e-mails and text without digits to the keyword', () => {
    expect(mayBeBookingCode('สมชาย')).toBe(false);
    expect(mayBeBookingCode('somchai@example.com')).toBe(false);
    expect(mayBeBookingCode('PV 2026')).toBe(false);
  });
});
