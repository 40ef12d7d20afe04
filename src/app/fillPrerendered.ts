/**
 * What a prerendered page cannot carry, because it is drawn once for everyone at build time
 * (scripts/prerender.ts): home's greeting with the admin's first name, today's date, the first name
 * in the header. The prerender leaves those elements empty and marked `data-fill`; the boot script
 * writes them from this device's storage and clock as soon as the page is parsed, with the page's
 * own functions, so they are on screen long before the console draws the same page over them.
 */
import { formatText, formatThaiLongDate, type FormatLanguage } from '../lib/format';
import { readObject, StorageKey } from '../lib/storage';
import { greetingLine, type GreetingTranslate } from '../pages/home/greeting';
import type { SessionUser } from '../lib/accessToken';

/** The attribute on the greeting that carries its texts in the page's language (JSON by key). */
export const GREETING_TEXTS_ATTRIBUTE = 'data-texts';

const interpolate = (text: string, values: Record<string, string> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');

export function fillPrerendered(root: ParentNode, now: Date): void {
  const firstName = readObject<Partial<SessionUser>>(StorageKey.profile)?.firstName;
  const language: FormatLanguage = document.documentElement.lang === 'en' ? 'en' : 'th';
  for (const element of root.querySelectorAll<HTMLElement>('[data-fill]')) {
    switch (element.dataset.fill) {
      case 'greeting': {
        let texts: Record<string, unknown> = {};
        try {
          texts = JSON.parse(element.getAttribute(GREETING_TEXTS_ATTRIBUTE) ?? '{}') as Record<
            string,
            unknown
          >;
        } catch {
          // No texts: left as drawn, the console writes it when it draws the page.
        }
        const t: GreetingTranslate = (key, values) => {
          const text = texts[key];
          return typeof text === 'string' ? interpolate(text, values) : '';
        };
        const line = greetingLine(t, now, firstName);
        if (line) element.textContent = line;
        break;
      }
      case 'date':
        element.textContent = formatThaiLongDate(now, language);
        break;
      case 'first-name':
        element.textContent = formatText(firstName);
        break;
    }
  }
}
