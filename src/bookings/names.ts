import { formatText } from '../lib/format';

/** "First Last", or '-' when neither is given. */
export function fullNameOf(firstName: unknown, lastName: unknown): string {
  const name = [firstName, lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
  return formatText(name);
}
