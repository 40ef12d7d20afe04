import type { TFunction } from 'i18next';
import { ROLES, type Profile, type Role } from '../../services/contract';

/** The name a row shows: the full name, else first and last name, else '' (shown as '-'). */
export function displayName(profile: Partial<Profile>): string {
  const full = typeof profile.fullName === 'string' ? profile.fullName.trim() : '';
  if (full) return full;
  return [profile.firstName, profile.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The role's label in the admin's language; '-' for a role the console does not know. */
export const roleLabel = (t: TFunction, role: unknown): string => (isRole(role) ? t(`roles.${role}`) : '-');
