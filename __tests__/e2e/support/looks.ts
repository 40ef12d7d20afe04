import type { Page } from '@playwright/test';
import { en, th } from '../../support/texts';
import { expect, type Language, type Theme } from './fixtures';

/**
 * Switching the look (language and theme) of a page already open, through the console's own
 * controls, as a person would: the header's language switch and theme button in the admin shell,
 * the same pair in the login page's floating control. Cheaper than a new visit per look, and the
 * choice is saved as the console saves it (redux-persist).
 */
export type Look = readonly [Language, Theme];
export type Texts = typeof en;
export const TEXTS: Record<Language, Texts> = { th, en };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control's name in either language: the page may speak either when the switch starts. */
const inEither = (pick: (texts: Texts) => string) =>
  new RegExp(`^(?:${[th, en].map((texts) => escapeRegExp(pick(texts))).join('|')})$`);

/**
 * The four looks (fixtures' LOOKS) in a round where each differs from the one before in one
 * thing only, the language or the theme: one switch, one redraw of the page, per look.
 */
const ROUND: readonly Look[] = [
  ['th', 'light'],
  ['th', 'dark'],
  ['en', 'dark'],
  ['en', 'light'],
];

/** The four looks, from the `first`-th of the round on (wrapping round): tests can start apart. */
export function looksFrom(first: number): Look[] {
  return ROUND.map((_, index) => ROUND[(first + index) % ROUND.length]);
}

/**
 * Resolves once nothing moves on the page: every finite CSS animation and transition (a theme's
 * colours fading in, a ripple, a dialog opening or closing) has ended. Endless ones (a spinner)
 * are the caller's to wait away.
 */
export async function stillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Switches the open page to `look` with its language switch and theme button (the header's, or the
 * login page's), then waits until the page speaks the language (`<html lang>`, set once its texts
 * are loaded), wears the theme, and is still. The pointer is moved off the controls, so no tooltip
 * or hover colour is left behind.
 */
export async function switchLook(page: Page, [language, theme]: Look): Promise<void> {
  const languages = page.getByRole('group', { name: inEither((texts) => texts.preferences.language.label) });
  const option = languages.getByRole('button', {
    name: TEXTS[language].preferences.language.names[language],
    exact: true,
  });
  if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);

  const dark = theme === 'dark';
  const toggle = page.getByRole('button', { name: inEither((texts) => texts.preferences.theme.toggle) });
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
  if (dark) await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await stillness(page);
}
