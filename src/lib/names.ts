import type { PartnerRequest, Profile } from '../../contract';
import { formatText } from './format';

const nameParts = (...parts: unknown[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim());

/** "First Last", or '-' when neither is given. */
export function fullNameOf(firstName: unknown, lastName: unknown): string {
  return formatText(nameParts(firstName, lastName).join(' '));
}

/** First and last name of an applicant, or '' (shown as '-') when neither is there. */
export function partnerName(request: Partial<PartnerRequest>): string {
  return nameParts(request.firstName, request.lastName).join(' ');
}

/** The name a user's row shows: the full name, else first and last name, else '' (shown as '-'). */
export function displayName(profile: Partial<Profile>): string {
  const full = typeof profile.fullName === 'string' ? profile.fullName.trim() : '';
  return full || nameParts(profile.firstName, profile.lastName).join(' ');
}
