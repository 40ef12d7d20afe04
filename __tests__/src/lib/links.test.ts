import { consumerPropertyUrl, safeHttpUrl } from '../../../src/lib/links';

describe('safe external links', () => {
  it.each(['https://maps.google.com/?q=13.7,100.5', 'http://example.com/a b'])('accepts %s', (value) => {
    expect(safeHttpUrl(value)).toMatch(/^https?:\/\//);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.com',
    'Pattaya, Chonburi',
    '',
    null,
    undefined,
    42,
    '//evil.example',
  ])('refuses %p', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});

describe('the consumer site address', () => {
  it('builds /poolvilla/{code}, encoded, whatever the trailing slash', () => {
    expect(consumerPropertyUrl('https://www.poolvilla.example/', 'PV-001')).toBe(
      'https://www.poolvilla.example/poolvilla/PV-001',
    );
    expect(consumerPropertyUrl('https://www.poolvilla.example', 'a/b c')).toBe(
      'https://www.poolvilla.example/poolvilla/a%2Fb%20c',
    );
  });

  it('gives null without a code', () => {
    expect(consumerPropertyUrl('https://www.poolvilla.example', null)).toBeNull();
    expect(consumerPropertyUrl('https://www.poolvilla.example', '  ')).toBeNull();
  });
});
