export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Spec section 9: before 12 o'clock morning, before 17 afternoon, otherwise evening (the admin's clock). */
export function greetingOf(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
