/** Every answer of the marketplace API, success or failure, has this shape (spec section 3). */
export interface ApiStatus {
  /** Mirrors the HTTP status: 200–299 is success. */
  code: number;
  title: string;
  message: string;
  /** A stable machine-readable reason, e.g. `SESSION_EXPIRED`, `VALIDATION_ERROR`, `NOT_FOUND`. */
  description: string;
  transactionId: string;
}

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
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  injectedFault: 'INJECTED_FAULT',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];
