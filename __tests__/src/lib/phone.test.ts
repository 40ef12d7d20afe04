import { formatPhone } from '../../../src/lib/format';
import { canonicalPhone, looksLikePhone, phoneMatches, searchKeywordOf } from '../../../src/lib/phone';

describe('the stored form of a phone number', () => {
  it('is its digits, whatever separators were typed, with +66 written as the leading 0', () => {
    expect(canonicalPhone('081-234-5678')).toBe('0812345678');
    expect(canonicalPhone(' 081 234 5678 ')).toBe('0812345678');
    expect(canonicalPhone('(02) 123.4567')).toBe('021234567');
    expect(canonicalPhone('+66 81 234 5678')).toBe('0812345678');
    expect(canonicalPhone('+66 081-234-5678')).toBe('0812345678');
    expect(canonicalPhone('+1 415 555 0100')).toBe('+14155550100');
  });
});

describe('phoneMatches', () => {
  it('matches a phone number by its stored form, either way round', () => {
    expect(phoneMatches('081-234-5678', '0812345678')).toBe(true);
    expect(phoneMatches('0812345678', '081-234-5678')).toBe(true);
    expect(phoneMatches('0812345678', '+66 81 234')).toBe(true);
    expect(phoneMatches('081 234 5678', '5678')).toBe(true);
  });

  it('refuses terms that are no phone number', () => {
    expect(phoneMatches('081-234-5678', '08')).toBe(false);
    expect(phoneMatches('081-234-5678', 'PV-081')).toBe(false);
    expect(phoneMatches(null, '0812345678')).toBe(false);
  });
});

describe('searchKeywordOf', () => {
  it('sends a phone number in its stored form and any other term as typed', () => {
    expect(searchKeywordOf('082-424-6929')).toBe('0824246929');
    expect(searchKeywordOf('+66 82 424 6929')).toBe('0824246929');
    expect(searchKeywordOf('137')).toBe('137');
    expect(searchKeywordOf('PV-2026-000137')).toBe('PV-2026-000137');
    expect(searchKeywordOf('สมชาย')).toBe('สมชาย');
    expect(looksLikePhone('12')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('groups Thai numbers, shows others as stored and a missing one as -', () => {
    expect(formatPhone('0812345678')).toBe('081-234-5678');
    expect(formatPhone('+66812345678')).toBe('081-234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('053123456')).toBe('053-123-456');
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhone('')).toBe('-');
    expect(formatPhone(null)).toBe('-');
    expect(formatPhone(812345678)).toBe('-');
  });
});
