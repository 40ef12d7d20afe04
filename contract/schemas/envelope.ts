import { Type, type TSchema } from 'typebox';

const STATUS_DESCRIPTION = 'Every answer, success or failure, has it.';
export const ApiStatusSchema = Type.Object(
  {
    code: Type.Integer({
      minimum: 100,
      maximum: 599,
      description: 'Mirrors the HTTP status: 200–299 is success.',
    }),
    title: Type.String({ maxLength: 200 }),
    message: Type.String({
      maxLength: 2000,
      description: 'In the language of Accept-Language (Thai unless it starts with en).',
    }),
    description: Type.String({
      maxLength: 100,
      description: 'A stable machine-readable reason: OK, VALIDATION_ERROR, NOT_FOUND…',
    }),
    transactionId: Type.String({ maxLength: 100 }),
  },
  { description: STATUS_DESCRIPTION },
);

const statuses = new Map<number, TSchema>();
/**
 * The status of the answers with one HTTP status (`ApiStatus200`, `ApiStatus404`…): its `code` is
 * that status, so a client (or a mock) reads success and failure the same way from both.
 */
function statusOf(code: number): TSchema {
  let status = statuses.get(code);
  if (!status) {
    status = Type.Object(
      {
        ...ApiStatusSchema.properties,
        code: Type.Literal(code, { description: 'The HTTP status of this answer.' }),
      },
      { $id: `ApiStatus${code}`, description: STATUS_DESCRIPTION },
    );
    statuses.set(code, status);
  }
  return status;
}

/** An answer with this HTTP status: the status and `data`. */
const Envelope = <T extends TSchema>(code: number, data: T, description: string) =>
  Type.Object({ status: statusOf(code), data }, { description });

const FAILURES = {
  400: 'VALIDATION_ERROR: the message names the field.',
  401: 'UNAUTHORIZED: no valid access token (refresh and retry).',
  403: 'FORBIDDEN, NOT_ADMIN, ACCOUNT_INACTIVE, or SELF_APPROVAL (a payout batch approved by its preparer).',
  404: 'NOT_FOUND.',
  409: 'CONFLICT: not possible in the current state; STALE: a payout batch that no longer matches the marketplace.',
  413: 'PAYLOAD_TOO_LARGE: JSON bodies up to 10 MB, images up to 5 MB.',
  415: 'UNSUPPORTED_MEDIA_TYPE: JSON bodies only; uploads take a JPEG, PNG or WebP image.',
  429: 'RATE_LIMITED.',
  500: 'INTERNAL_ERROR.',
} as const;
export type Failure = keyof typeof FAILURES;

/** The error envelope (`data: null`), described as the answer of one HTTP status. */
export const failure = (code: Failure) => Envelope(code, Type.Null(), FAILURES[code]);

/**
 * A call's answers by HTTP status: `data` in the envelope on success, the error envelope for each
 * failure it may answer (500 always; the published document adds 401 and 403 to the admin calls,
 * as the guard answers them).
 */
export function answers<T extends TSchema>(data: T, failures: Failure[] = [], success: 200 | 201 = 200) {
  const codes: Failure[] = [...failures, 500];
  return {
    [success]: Envelope(success, data, success === 201 ? 'Created.' : 'OK.'),
    ...Object.fromEntries(codes.map((code) => [code, failure(code)])),
  };
}
