import { marketplaceHourOf } from '../../lib/format';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/**
 * Spec section 9: before 12 o'clock morning, before 17 afternoon, otherwise evening, on the
 * marketplace's clock (Bangkok), the one home's date is read on, whatever the admin's machine says.
 */
export function greetingOf(date: Date): Greeting {
  const hour = marketplaceHourOf(date);
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

type GreetingKey = `home:greeting.${Greeting}` | 'home:greetingWithName';

export type GreetingTranslate = (key: GreetingKey, values?: { greeting: string; name: string }) => string;

/**
 * Home's heading: the greeting of the hour, with the admin's first name when there is one.
 */
export function greetingLine(t: GreetingTranslate, now: Date, firstName: unknown): string {
  const greeting = t(`home:greeting.${greetingOf(now)}`);
  return typeof firstName === 'string' && firstName.trim() !== ''
    ? t('home:greetingWithName', { greeting, name: firstName })
    : greeting;
}
