export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Spec section 9: before 12 o'clock morning, before 17 afternoon, otherwise evening (the admin's clock). */
export function greetingOf(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The keys of the heading's texts, which the prerendered home carries for its boot script. */
export const GREETING_KEYS = [
  'home.greeting.morning',
  'home.greeting.afternoon',
  'home.greeting.evening',
  'home.greetingWithName',
] as const;
type GreetingKey = (typeof GREETING_KEYS)[number];

export type GreetingTranslate = (key: GreetingKey, values?: { greeting: string; name: string }) => string;

/**
 * Home's heading: the greeting of the hour, with the admin's first name when there is one. Written
 * by the page, and by the boot script into the prerendered home before the console has arrived.
 */
export function greetingLine(t: GreetingTranslate, now: Date, firstName: unknown): string {
  const greeting = t(`home.greeting.${greetingOf(now)}`);
  return typeof firstName === 'string' && firstName.trim() !== ''
    ? t('home.greetingWithName', { greeting, name: firstName })
    : greeting;
}
