/**
 * The only way the console talks to the API (spec sections 7 and 8): bearer token and
 * Accept-Language on every call, the token refreshed early or after a 401 under one mutex (one
 * across the session's tabs too), the envelope unwrapped here, and every failure turned into its
 * alert here — never in pages.
 */
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { getConfig } from '../lib/config';
import { EARLY_REFRESH_SECONDS, secondsUntilExpiry, tokensOf } from '../lib/accessToken';
import { alertShown } from '../slices/alertSlice';
import { sessionCleared, tokensRefreshed, type AuthState } from '../slices/authSlice';
import { loaderStarted, loaderStopped } from '../slices/loaderSlice';
import type { ThemeState } from '../slices/themeSlice';
import { ClientReason, isEnvelope, type ApiFailure } from './apiFailure';
import { AuthPaths, ErrorReason } from './contract';
import { fetchArguments, type ApiRequest } from './request';
import { announceRotation, pairRotatedElsewhere, withRefreshLock } from './sessionSync';

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
type CallResult = { data: unknown } | { error: ApiFailure };

const stateOf = (api: BaseQueryApi) => api.getState() as ConsoleState;

function failure(code: number, description: string, title = '', message = ''): ApiFailure {
  return {
    status: code,
    data: { status: { code, title, message, description, transactionId: '' }, data: null },
  };
}
const sessionExpired = () => failure(403, ErrorReason.sessionExpired);
/** A 2xx answer whose data is not what the call needs, failed as any answer that is not the envelope. */
export const malformedAnswer = () => failure(500, ClientReason.malformedAnswer);
/** Nothing was sent: the row is no longer what the admin saw (a re-read before the call found so). */
export const changedElsewhere = () => failure(409, ClientReason.changedElsewhere);
const isNetworkFailure = (error: ApiFailure) => error.data.status.description === ClientReason.network;

/**
 * One HTTP exchange, turned into the envelope's data or an ApiFailure. Not RTK's fetchBaseQuery:
 * it reads every answer twice (a copy kept as text for its own errors), which for the
 * 10,000-profile list doubled the main thread's time decoding the answer.
 */
async function send(request: ApiRequest, api: BaseQueryApi, token: string | null): Promise<CallResult> {
  const [url, init] = fetchArguments(request, {
    apiBaseUrl: getConfig().apiBaseUrl,
    language: stateOf(api).theme.language,
    token,
  });
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: api.signal });
  } catch {
    return { error: failure(500, ClientReason.network) };
  }
  let answer: unknown;
  try {
    const text = await response.text();
    answer = text ? JSON.parse(text) : null;
  } catch (error) {
    // A body cut off by a dropped connection is a network failure; one that is not JSON is malformed.
    return {
      error: failure(500, error instanceof SyntaxError ? ClientReason.malformedAnswer : ClientReason.network),
    };
  }
  if (!response.ok)
    // HTTP failures keep the body as sent; a body that is not the envelope still has its HTTP code.
    return {
      error: isEnvelope(answer)
        ? { status: answer.status.code, data: answer }
        : failure(response.status, ClientReason.malformedAnswer),
    };
  if (!isEnvelope(answer)) return { error: failure(500, ClientReason.malformedAnswer) };
  if (answer.status.code < 200 || answer.status.code > 299)
    return { error: { status: answer.status.code, data: answer } };
  return { data: answer.data };
}

// ---------- tokens ----------

type TokenOutcome = { token: string } | { failure: ApiFailure };

/** One refresh at a time per store, however many calls need it together. */
const refreshInFlight = new WeakMap<object, Promise<TokenOutcome>>();

/**
 * A token to replace `staleToken` that another tab of the session already got (announced to this
 * tab, or stored where both tabs keep the session), or null when this tab must refresh itself.
 */
function rotatedElsewhere(api: BaseQueryApi, staleToken: string): string | null {
  const { auth } = stateOf(api);
  if (auth.accessToken && auth.accessToken !== staleToken) return auth.accessToken;
  const stored = pairRotatedElsewhere(auth, EARLY_REFRESH_SECONDS);
  if (!stored) return null;
  api.dispatch(tokensRefreshed(stored));
  return stored.accessToken;
}

/** Refreshes the session, one tab at a time: see sessionSync.ts for why. */
function runRefresh(api: BaseQueryApi, staleToken: string): Promise<TokenOutcome> {
  return withRefreshLock(async () => {
    const taken = rotatedElsewhere(api, staleToken);
    return taken ? { token: taken } : refreshTokens(api);
  });
}

async function refreshTokens(api: BaseQueryApi): Promise<TokenOutcome> {
  const { refreshToken } = stateOf(api).auth;
  if (!refreshToken) {
    api.dispatch(sessionCleared());
    return { failure: sessionExpired() };
  }
  const result = await send(
    { url: AuthPaths.refreshToken, method: 'POST', body: { refreshToken } },
    api,
    null,
  );
  // Unreachable API: the session may still be good, so keep it and report the network failure.
  if ('error' in result && isNetworkFailure(result.error)) return { failure: result.error };
  // A refused refresh, or an answer without both tokens as text: the session cannot go on.
  const tokens = 'data' in result ? tokensOf(result.data) : null;
  if (!tokens) {
    api.dispatch(sessionCleared());
    return { failure: sessionExpired() };
  }
  api.dispatch(tokensRefreshed(tokens));
  announceRotation({ previousRefreshToken: refreshToken, tokens });
  return { token: tokens.accessToken };
}

/**
 * A fresh token to replace `staleToken`. A call whose 401 arrives after another call already
 * refreshed just takes the new token, so a burst of failures costs one refresh.
 */
function refreshSession(api: BaseQueryApi, staleToken: string): Promise<TokenOutcome> {
  const current = stateOf(api).auth.accessToken;
  if (current && current !== staleToken) return Promise.resolve({ token: current });
  let pending = refreshInFlight.get(api.dispatch);
  if (!pending) {
    pending = runRefresh(api, staleToken).finally(() => refreshInFlight.delete(api.dispatch));
    refreshInFlight.set(api.dispatch, pending);
  }
  return pending;
}

async function usableToken(api: BaseQueryApi): Promise<TokenOutcome> {
  const pending = refreshInFlight.get(api.dispatch);
  if (pending) return pending;
  const token = stateOf(api).auth.accessToken;
  if (!token) return { failure: sessionExpired() };
  if (secondsUntilExpiry(token) >= EARLY_REFRESH_SECONDS) return { token };
  return refreshSession(api, token);
}

async function call(request: ApiRequest, api: BaseQueryApi, options: CallOptions): Promise<CallResult> {
  if (options.anonymous) return send(request, api, null);
  const first = await usableToken(api);
  if ('failure' in first) return { error: first.failure };
  const result = await send(request, api, first.token);
  if (!('error' in result) || result.error.status !== 401) return result;
  const second = await refreshSession(api, first.token);
  if ('failure' in second) return { error: second.failure };
  return send(request, api, second.token);
}

// ---------- failures → alerts (spec section 8) ----------

function report(error: ApiFailure, api: BaseQueryApi, options: CallOptions): void {
  const { title, message, description } = error.data.status;
  if (error.status === 403 && description === ErrorReason.sessionExpired) {
    // Alert, then the cleared session sends the guard to /login.
    api.dispatch(
      alertShown({
        type: 'error',
        titleKey: 'errors.sessionExpired.title',
        messageKey: 'errors.sessionExpired.message',
      }),
    );
    api.dispatch(sessionCleared());
    return;
  }
  if (error.status === 403 && !options.anonymous) {
    api.dispatch(
      alertShown({
        type: 'error',
        title: title || null,
        message: message || null,
        titleKey: 'errors.forbidden.title',
      }),
    );
    api.dispatch(sessionCleared());
    return;
  }
  if (options.silent) return;
  if (description === ClientReason.network || description === ClientReason.malformedAnswer) {
    api.dispatch(
      alertShown({ type: 'error', titleKey: 'errors.general.title', messageKey: 'errors.general.message' }),
    );
    return;
  }
  api.dispatch(
    alertShown({
      type: 'error',
      title: title || null,
      message: message || null,
      messageKey: message ? null : 'errors.general.message',
    }),
  );
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
