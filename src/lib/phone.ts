/**
 * Phone numbers in one stored form, so whatever separators an admin types the same number is
 * found: its digits, with Thailand's country code written as the leading 0 ("+66 81-234-5678" is
 * "0812345678"); a number of another country keeps its "+". Shown grouped (lib/format's formatPhone).
 */

/** The stored form of a typed or stored number. */
export function canonicalPhone(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) return digits;
  return digits.startsWith('66') ? `0${digits.slice(2).replace(/^0/, '')}` : `+${digits}`;
}

/** Whether a search term is (part of) a phone number: digits and separators only, three digits or more. */
export function looksLikePhone(term: string): boolean {
  return /^\+?[\d\s().-]+$/.test(term.trim()) && term.replace(/\D/g, '').length >= 3;
}

/** A phone number matches by its stored form, so "0812345678" finds "081-234-5678" and back. */
export function phoneMatches(phone: unknown, term: string): boolean {
  return (
    typeof phone === 'string' && looksLikePhone(term) && canonicalPhone(phone).includes(canonicalPhone(term))
  );
}

/** The keyword an API search is sent: a phone number in its stored form, any other term as typed. */
export const searchKeywordOf = (term: string): string => (looksLikePhone(term) ? canonicalPhone(term) : term);
