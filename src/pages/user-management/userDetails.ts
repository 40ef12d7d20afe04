import { formatPhone } from '../../lib/format';
import { canonicalPhone } from '../../lib/phone';
import { PersonLimits, type Profile, type UpdateProfileRequest } from '../../../contract';

/** The details an admin edits, as the form's texts. */
export interface UserDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export type UserDetailField = keyof UserDetails;
export const USER_DETAIL_FIELDS: readonly UserDetailField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
];

/** Why a field cannot be sent; each has its message under `users:edit.problem.*`. */
export type UserDetailProblem = 'required' | 'invalidEmail' | 'invalidPhone';

export const userDetailsOf = (profile: Profile): UserDetails => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  email: profile.email ?? '',
  // Grouped as the console shows numbers; saved in the stored form.
  phoneNumber: profile.phoneNumber?.trim() ? formatPhone(profile.phoneNumber) : '',
});

const EMAIL = new RegExp(PersonLimits.emailPattern);
const PHONE = new RegExp(PersonLimits.phonePattern);

/** A phone number as sent: in its stored form (lib/phone) when it is one, else as typed, to be refused. */
const phoneToSend = (typed: string): string => {
  const trimmed = typed.trim();
  return PHONE.test(trimmed) ? canonicalPhone(trimmed) : trimmed;
};

/**
 * What the PUT sends: only the fields the admin changed, trimmed (an email in lower case, as the API
 * keeps it; a phone number in its stored form, digits only, so it is found whatever separators are
 * typed); a cleared phone number is null. Empty when nothing changed.
 */
export function changedDetails(saved: UserDetails, edited: UserDetails): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  const firstName = edited.firstName.trim();
  const lastName = edited.lastName.trim();
  const email = edited.email.trim().toLowerCase();
  const phoneNumber = phoneToSend(edited.phoneNumber);
  if (firstName !== saved.firstName.trim()) changes.firstName = firstName;
  if (lastName !== saved.lastName.trim()) changes.lastName = lastName;
  if (email !== saved.email.trim().toLowerCase()) changes.email = email;
  if (phoneNumber !== phoneToSend(saved.phoneNumber)) changes.phoneNumber = phoneNumber || null;
  return changes;
}

/**
 * The problem of each field that would be sent, by the API's own rules (PersonLimits): a field the
 * admin did not change is sent as it is, so it is not judged (a record imported with an odd phone
 * number can still have its name corrected).
 */
export function detailProblems(
  changes: UpdateProfileRequest,
): Partial<Record<UserDetailField, UserDetailProblem>> {
  const problems: Partial<Record<UserDetailField, UserDetailProblem>> = {};
  if (changes.firstName === '') problems.firstName = 'required';
  if (changes.lastName === '') problems.lastName = 'required';
  if (changes.email === '') problems.email = 'required';
  else if (changes.email !== undefined && !EMAIL.test(changes.email)) problems.email = 'invalidEmail';
  if (typeof changes.phoneNumber === 'string' && !PHONE.test(changes.phoneNumber))
    problems.phoneNumber = 'invalidPhone';
  return problems;
}

/** The most characters each field takes (its input's maxLength). */
export const detailMaxLength: Record<UserDetailField, number> = {
  firstName: PersonLimits.name,
  lastName: PersonLimits.name,
  email: PersonLimits.email,
  phoneNumber: PersonLimits.phoneNumber,
};
