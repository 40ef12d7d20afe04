import { fillPrerendered, GREETING_TEXTS_ATTRIBUTE } from '../../../src/app/fillPrerendered';
import { formatThaiLongDate } from '../../../src/lib/format';
import { encodeValue, StorageKey } from '../../../src/lib/storage';
import th from '../../../translations/th.json';
import en from '../../../translations/en.json';

/** The greeting's texts as the prerender writes them on the heading, from a translation file. */
const textsOf = (file: typeof th) =>
  JSON.stringify({
    'home.greeting.morning': file.home.greeting.morning,
    'home.greeting.afternoon': file.home.greeting.afternoon,
    'home.greeting.evening': file.home.greeting.evening,
    'home.greetingWithName': file.home.greetingWithName,
  });

/** Home as the prerender leaves it: the filled elements hold a no-break space. */
function drawPrerenderedHome(lang: 'th' | 'en', texts: string) {
  document.documentElement.lang = lang;
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  root.setAttribute('inert', '');
  for (const [tag, fill] of [
    ['span', 'first-name'],
    ['h1', 'greeting'],
    ['p', 'date'],
  ]) {
    const element = document.createElement(tag);
    element.dataset.fill = fill;
    element.textContent = '\u00a0';
    root.append(element);
  }
  root.querySelector('h1')!.setAttribute(GREETING_TEXTS_ATTRIBUTE, texts);
  document.body.replaceChildren(root);
}

const text = (selector: string) => document.querySelector(selector)!.textContent;
const morning = new Date(2026, 10, 22, 9, 30);
const evening = new Date(2026, 10, 22, 19, 0);

describe('filling in the prerendered home', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  test("greets the admin this device remembers by first name, with today's date, in Thai", () => {
    localStorage.setItem(StorageKey.profile, encodeValue({ id: 'u1', firstName: 'สมชาย', lastName: 'ใจดี' }));
    drawPrerenderedHome('th', textsOf(th));
    fillPrerendered(document, morning);
    expect(text('h1')).toBe('สวัสดีตอนเช้า คุณสมชาย');
    expect(text('[data-fill="date"]')).toBe(formatThaiLongDate(morning, 'th'));
    expect(text('[data-fill="date"]')).toContain('2569');
    expect(text('[data-fill="first-name"]')).toBe('สมชาย');
  });

  test('in English, by the hour of the clock', () => {
    localStorage.setItem(StorageKey.profile, encodeValue({ firstName: 'Somchai' }));
    drawPrerenderedHome('en', textsOf(en));
    fillPrerendered(document, evening);
    expect(text('h1')).toBe('Good evening, Somchai');
    expect(text('[data-fill="date"]')).toBe(formatThaiLongDate(evening, 'en'));
  });

  test('without a name (none stored, or not text) the greeting alone and "-" in the header', () => {
    drawPrerenderedHome('th', textsOf(th));
    fillPrerendered(document, evening);
    expect(text('h1')).toBe('สวัสดีตอนเย็น');
    expect(text('[data-fill="first-name"]')).toBe('-');

    localStorage.setItem(StorageKey.profile, encodeValue({ firstName: 42 }));
    drawPrerenderedHome('en', textsOf(en));
    fillPrerendered(document, morning);
    expect(text('h1')).toBe('Good morning');
  });

  test('texts that cannot be read leave the heading as drawn, for the console to write', () => {
    localStorage.setItem(StorageKey.profile, encodeValue({ firstName: 'Somchai' }));
    drawPrerenderedHome('en', '{not json');
    expect(() => fillPrerendered(document, morning)).not.toThrow();
    expect(text('h1')).toBe('\u00a0');
    drawPrerenderedHome('en', JSON.stringify({ 'home.greeting.morning': null }));
    fillPrerendered(document, morning);
    expect(text('h1')).toBe('\u00a0');
    // The rest is still written.
    expect(text('[data-fill="first-name"]')).toBe('Somchai');
  });
});
