import type { TFunction } from 'i18next';
import { ROLES, type Role } from '../../../contract';

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The role's label in the admin's language; '-' for a role the console does not know. */
export const roleLabel = (t: TFunction, role: unknown): string => (isRole(role) ? t(`roles:${role}`) : '-');
