/**
 * A page's first call, sent before the console's API code has arrived: opened by its address, the
 * page would otherwise wait for that code, then for the answer. The answer is kept for the
 * baseQuery's first GET to the same address with the same token and language, which takes it
 * instead of asking again (through `fetchWithEarlyAnswers`); anything else asks the server as usual.
 */
import { getConfig } from '../app/config';
import { secondsUntilExpiry } from '../lib/accessToken';

/** An answer older than this is not used: the page asks afresh. */
const KEEP_MS = 10_000;
/** As the baseQuery: a token this close to its expiry is refreshed before any call. */
export const EARLY_REFRESH_SECONDS = 60;

interface EarlyCall {
  url: string;
  authorization: string;
  language: string;
  answer: Promise<Response>;
  sentAt: number;
}

const calls: EarlyCall[] = [];

/** The API's address for `path`, as fetchBaseQuery joins it to the base. */
export function apiUrl(path: string): string {
  return `${getConfig().apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A query string with nothing in it (fetchBaseQuery writes `?` for empty params) is the same address. */
const address = (url: string) => new URL(url).href.replace(/\?$/, '');

/** Sends GET `path` now, signed with `token`, unless the token is about to be refreshed. */
export function callEarly(path: string, token: string | null, language: string): void {
  if (!token || secondsUntilExpiry(token) < EARLY_REFRESH_SECONDS) return;
  const url = address(apiUrl(path));
  const authorization = `Bearer ${token}`;
  const answer = fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: authorization },
  });
  // A failure is the taker's to handle, as its own fetch's would be; untaken, it is nobody's.
  answer.catch(() => undefined);
  calls.push({ url, authorization, language, answer, sentAt: Date.now() });
}

/** The early answer to this request, once; undefined when there is none or it is too old. */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const index = calls.findIndex(
    (call) =>
      call.url === address(request.url) &&
      call.authorization === request.headers.get('authorization') &&
      call.language === request.headers.get('accept-language'),
  );
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  return Date.now() - call.sentAt <= KEEP_MS ? call.answer : undefined;
}

/** fetch, answering from an early call when one matches. */
export const fetchWithEarlyAnswers = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  (input instanceof Request ? takeEarlyAnswer(input) : undefined) ?? fetch(input, init);
