import type { Static } from 'typebox';
import type { ApiStatusSchema } from './schemas';

/** Every answer of the marketplace API, success or failure, has this shape (spec section 3). */
export type ApiStatus = Static<typeof ApiStatusSchema>;

export interface ApiEnvelope<T> {
  status: ApiStatus;
  data: T;
}

/** Machine-readable reasons the sandbox puts in `status.description`; the console branches on some. */
export const ErrorReason = {
  sessionExpired: 'SESSION_EXPIRED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notAdmin: 'NOT_ADMIN',
  accountInactive: 'ACCOUNT_INACTIVE',
  invalidCode: 'INVALID_CODE',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A payout batch's approval by the admin who prepared it (ours). */
  selfApproval: 'SELF_APPROVAL',
  /** A payout batch that no longer matches the marketplace (ours). */
  stale: 'STALE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  injectedFault: 'INJECTED_FAULT',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];
