/**
 * The only way the console talks to the API (spec sections 7 and 8): bearer token and
 * Accept-Language on every call, the token refreshed early or after a 401 under one mutex (one
 * across the session's tabs too), the envelope unwrapped here, and every failure turned into its
 * alert here — never in pages.
 */
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { getConfig } from '../lib/config';
import { alertShown, type AlertContent } from '../slices/alertSlice';
import { sessionCleared, type AuthState } from '../slices/authSlice';
import { loaderStarted, loaderStopped } from '../slices/loaderSlice';
import type { ThemeState } from '../slices/themeSlice';
import { ClientReason, failure, isEnvelope, type ApiFailure } from './apiFailure';
import { ErrorReason } from '../../contract';
import { serializeParams, type ApiRequest } from './request';
import { refreshSession, usableToken, type CallResult } from './session';

/** Per endpoint (`extraOptions`) or per call (fields of the query's arguments). */
export interface CallOptions {
  /** Show the global loader while the call runs. */
  loader?: boolean;
  /** The page shows its own message: no alert for ordinary failures (session expiry still alerts). */
  silent?: boolean;
  /** Sent without a token: sign-in, refresh, sign-out. */
  anonymous?: boolean;
}

export type CallArgs = string | (ApiRequest & CallOptions);

type ConsoleState = { auth: AuthState; theme: ThemeState };

const stateOf = (api: BaseQueryApi) => api.getState() as ConsoleState;

/** A 2xx answer whose data is not what the call needs, failed as any answer that is not the envelope. */
export const malformedAnswer = () => failure(500, ClientReason.malformedAnswer);
/** Nothing was sent: the row is no longer what the admin saw (a re-read before the call found so). */
export const changedElsewhere = () => failure(409, ClientReason.changedElsewhere);

/** RTK Query's fetch wrapper: JSON and multipart bodies, bracket-format query strings, api.signal. */
const fetchAnswer = fetchBaseQuery({ paramsSerializer: serializeParams });

/** fetchBaseQuery's failure as the console's: the envelope as sent, or a synthetic one. */
function failureOf(error: FetchBaseQueryError): ApiFailure {
  if (typeof error.status === 'number')
    // HTTP failures keep the body as sent; a body that is not the envelope still has its HTTP code.
    return isEnvelope(error.data)
      ? { status: error.data.status.code, data: error.data }
      : failure(error.status, ClientReason.malformedAnswer);
  // A body cut off by a dropped connection is a network failure; one that is not JSON is malformed.
  if (error.status === 'PARSING_ERROR' && error.error.startsWith('SyntaxError'))
    return failure(500, ClientReason.malformedAnswer);
  if (error.status === 'CUSTOM_ERROR') return failure(500, ClientReason.malformedAnswer);
  return failure(500, ClientReason.network);
}

/** One HTTP exchange, turned into the envelope's data or an ApiFailure. */
export async function send(
  request: ApiRequest,
  api: BaseQueryApi,
  token: string | null,
): Promise<CallResult> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': stateOf(api).theme.language,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const result = await fetchAnswer(
    {
      url: `${getConfig().apiBaseUrl}${request.url}`,
      method: request.method ?? 'GET',
      params: request.params,
      body: request.body,
      headers,
    },
    api,
    {},
  );
  if (result.error) return { error: failureOf(result.error) };
  const answer = result.data;
  if (!isEnvelope(answer)) return { error: failure(500, ClientReason.malformedAnswer) };
  if (answer.status.code < 200 || answer.status.code > 299)
    return { error: { status: answer.status.code, data: answer } };
  return { data: answer.data };
}

async function call(request: ApiRequest, api: BaseQueryApi, options: CallOptions): Promise<CallResult> {
  if (options.anonymous) return send(request, api, null);
  const first = await usableToken(api, send);
  if ('failure' in first) return { error: first.failure };
  const result = await send(request, api, first.token);
  if (!('error' in result) || result.error.status !== 401) return result;
  const second = await refreshSession(api, first.token, send);
  if ('failure' in second) return { error: second.failure };
  return send(request, api, second.token);
}

// ---------- failures → alerts (spec section 8) ----------

/**
 * The alert for a failure: the server's title and message whenever the answer has them (spec
 * sections 7 and 8), the console's texts (`fallback`) where it has none. Without a title at all the
 * dialog shows the error type's default one.
 */
function errorAlert(error: ApiFailure, fallback: { titleKey?: string; messageKey?: string }): AlertContent {
  const { title, message } = error.data.status;
  return {
    type: 'error',
    title: title || null,
    message: message || null,
    titleKey: title ? null : (fallback.titleKey ?? null),
    messageKey: message ? null : (fallback.messageKey ?? null),
  };
}

function report(error: ApiFailure, api: BaseQueryApi, options: CallOptions): void {
  const { description } = error.data.status;
  if (error.status === 403 && description === ErrorReason.sessionExpired) {
    // Alert, then the cleared session sends the guard to /login.
    api.dispatch(
      alertShown(
        errorAlert(error, {
          titleKey: 'errors.sessionExpired.title',
          messageKey: 'errors.sessionExpired.message',
        }),
      ),
    );
    api.dispatch(sessionCleared());
    return;
  }
  if (error.status === 403 && !options.anonymous) {
    api.dispatch(alertShown(errorAlert(error, { titleKey: 'errors.forbidden.title' })));
    api.dispatch(sessionCleared());
    return;
  }
  if (options.silent) return;
  // The console's own failures (nothing usable came back): the general error, in its words.
  if (description === ClientReason.network || description === ClientReason.malformedAnswer) {
    api.dispatch(
      alertShown({ type: 'error', titleKey: 'errors.general.title', messageKey: 'errors.general.message' }),
    );
    return;
  }
  api.dispatch(alertShown(errorAlert(error, { messageKey: 'errors.general.message' })));
}

function splitArgs(args: CallArgs, extraOptions: CallOptions | undefined): [ApiRequest, CallOptions] {
  if (typeof args === 'string') return [{ url: args }, { ...extraOptions }];
  const { loader, silent, anonymous, ...request } = args;
  const perCall = Object.fromEntries(
    Object.entries({ loader, silent, anonymous }).filter(([, value]) => value !== undefined),
  ) as CallOptions;
  return [request, { ...extraOptions, ...perCall }];
}

export const baseQuery: BaseQueryFn<CallArgs, unknown, ApiFailure, CallOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const [request, options] = splitArgs(args, extraOptions);
  if (options.loader) api.dispatch(loaderStarted());
  try {
    const result = await call(request, api, options);
    if ('error' in result) report(result.error, api, options);
    return result;
  } finally {
    if (options.loader) api.dispatch(loaderStopped());
  }
};
