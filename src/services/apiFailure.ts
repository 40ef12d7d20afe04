/**
 * What a failed call looks like to the screens. Apart from the baseQuery, so that code which only
 * reads failures (the login page) does not load the API layer with it.
 */
import type { ApiEnvelope, ApiStatus } from '../../contract';

/** A failed call: `status` is the envelope's code (or a synthetic one); `data` the answer as sent. */
export interface ApiFailure {
  status: number;
  data: ApiEnvelope<unknown>;
}

/** Reasons the console gives its own synthetic failures, beside the server's ErrorReason. */
export const ClientReason = {
  network: 'NETWORK_ERROR',
  malformedAnswer: 'MALFORMED_ANSWER',
  /** The row was decided in another window (or by another admin) since this one loaded it. */
  changedElsewhere: 'CHANGED_ELSEWHERE',
} as const;

export function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  const status = (body as { status?: Partial<ApiStatus> } | null)?.status;
  return typeof status === 'object' && status !== null && typeof status.code === 'number';
}

/** Narrows an unknown error (e.g. from `unwrap()`) to an API failure. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof (error as ApiFailure | null)?.status === 'number' && isEnvelope((error as ApiFailure).data);
}

/** A failure the console makes itself, in the envelope's shape. */
export function failure(code: number, description: string, title = '', message = ''): ApiFailure {
  return {
    status: code,
    data: { status: { code, title, message, description, transactionId: '' }, data: null },
  };
}
