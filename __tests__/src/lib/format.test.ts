import {
  formatMonth,
  formatPlainAmount,
  formatBaht,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatText,
  formatThaiLongDate,
  MARKETPLACE_TIME_ZONE,
  marketplaceHourOf,
  parseDate,
  toNumber,
} from '../../../src/lib/format';

describe('numbers and money', () => {
  it('separates thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatBaht(12500)).toBe('฿12,500');
    expect(formatBaht(12500, 'en')).toBe('฿12,500');
  });

  it('shows satang only when there are some', () => {
    expect(formatBaht(99.5)).toBe('฿99.50');
    expect(formatNumber(3.14159)).toBe('3.14');
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}])(
    'shows missing number %p as 0',
    (value) => {
      expect(toNumber(value)).toBe(0);
      expect(formatNumber(value)).toBe('0');
      expect(formatBaht(value)).toBe('฿0');
    },
  );

  it('reads numeric strings', () => {
    expect(formatNumber('2500')).toBe('2,500');
  });
});

describe('text', () => {
  it.each([null, undefined, '', '   '])('shows missing text %p as -', (value) => {
    expect(formatText(value)).toBe('-');
  });
  it('keeps present text as it is', () => {
    expect(formatText('สมชาย')).toBe('สมชาย');
    expect(formatText(0)).toBe('0');
  });
});

describe('dates', () => {
  // 2025-03-04 17:05 in Bangkok (UTC+7).
  const instant = '2025-03-04T10:05:00Z';

  it('formats dd/mm/yyyy and dd/mm/yyyy HH:mm in Thailand time, Gregorian in English', () => {
    expect(formatDate(instant, 'en')).toBe('04/03/2025');
    expect(formatDateTime(instant, 'en')).toBe('04/03/2025 17:05');
    // Past midnight in Bangkok while still the previous day in UTC.
    expect(formatDate('2025-03-04T18:30:00Z', 'en')).toBe('05/03/2025');
  });

  it('gives the Buddhist-era year in Thai, as th-TH formatting does', () => {
    expect(formatDate(instant, 'th')).toBe('04/03/2568');
    expect(formatDateTime(instant, 'th')).toBe('04/03/2568 17:05');
    expect(formatDate('2026-11-26T03:00:00Z', 'th')).toBe('26/11/2569');
    expect(formatDate('2026-11-26T03:00:00Z', 'en')).toBe('26/11/2026');
    // The same day, month and year th-TH itself gives (Latin digits, day first).
    const thTH = new Intl.DateTimeFormat('th-TH', {
      timeZone: 'Asia/Bangkok',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(formatDate(instant, 'th')).toBe(thTH.format(new Date(instant)));
  });

  it("reads the hour on the marketplace's clock (Bangkok), not the machine's", () => {
    expect(MARKETPLACE_TIME_ZONE).toBe('Asia/Bangkok');
    // 02:38 on Thursday in Bangkok is still 19:38 on Wednesday in UTC.
    expect(marketplaceHourOf(new Date('2025-11-26T19:38:00Z'))).toBe(2);
    expect(marketplaceHourOf(new Date('2025-11-26T17:00:00Z'))).toBe(0);
    expect(marketplaceHourOf(new Date('2025-11-26T16:59:00Z'))).toBe(23);
  });

  it.each([null, undefined, '', 'not a date', '2025-13-45', Number.NaN, {}])(
    'shows invalid date %p as -',
    (value) => {
      expect(parseDate(value)).toBeNull();
      for (const language of ['th', 'en'] as const) {
        expect(formatDate(value, language)).toBe('-');
        expect(formatDateTime(value, language)).toBe('-');
        expect(formatThaiLongDate(value, language)).toBe('-');
      }
    },
  );

  it('gives the Thai long date in the Buddhist era, the English one in the Gregorian', () => {
    expect(formatThaiLongDate(instant, 'th')).toBe('วันอังคารที่ 4 มีนาคม 2568');
    expect(formatThaiLongDate(instant, 'en')).toBe('Tuesday, 4 March 2025');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(instant), 'en')).toBe('04/03/2025');
    expect(formatDate(Date.parse(instant), 'th')).toBe('04/03/2568');
  });
});

describe('months and plain amounts', () => {
  it('names a month in each language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'th')).toBe('พฤศจิกายน 2569');
    expect(formatMonth('not a month', 'en')).toBe('not a month');
  });

  it('gives amounts as plain two-decimal numbers, 0 for what is missing', () => {
    expect(formatPlainAmount(17255)).toBe('17255.00');
    expect(formatPlainAmount('1395.5')).toBe('1395.50');
    expect(formatPlainAmount(null)).toBe('0.00');
  });
});

describe('file sizes', () => {
  it('gives kB under 1,000 kB, never "0 MB", and MB from there, in each language', () => {
    expect(formatFileSize(3482, 'en')).toBe('3.4 kB');
    expect(formatFileSize(30 * 1024, 'th')).toBe('30 kB');
    expect(formatFileSize(0, 'en')).toBe('0 kB');
    expect(formatFileSize(1000 * 1024, 'en')).toBe('0.98 MB');
    expect(formatFileSize(4.25 * 1024 * 1024, 'th')).toBe('4.25 MB');
    expect(formatFileSize(1234.5 * 1024, 'en')).toBe('1.21 MB');
    expect(formatFileSize('x', 'en')).toBe('0 kB');
  });
});

describe('formatters', () => {
  afterEach(() => jest.restoreAllMocks());

  // A table's export formats every row: making Intl's formatter anew for each value cost ~25× the formatting.
  it('makes one Intl formatter per language and options, however many values it formats', () => {
    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = jest.spyOn(Intl, 'NumberFormat');
    const days = Array.from({ length: 50 }, (_, day) => Date.UTC(2031, 0, 1 + day));
    for (const language of ['th', 'en'] as const) {
      for (const day of days) {
        formatDateTime(day, language);
        formatBaht(day % 997, language);
      }
    }
    expect(dateFormats.mock.calls.length).toBeLessThanOrEqual(2);
    expect(numberFormats.mock.calls.length).toBeLessThanOrEqual(2);
    expect(formatDateTime(days[0], 'th')).toBe('01/01/2574 07:00');
    expect(formatDateTime(days[0], 'en')).toBe('01/01/2031 07:00');
  });
});
