/**
 * A page's first call, sent as soon as config.json and the saved session are in (src/app/router.tsx,
 * prefetchRouteData), before the API code has arrived. The baseQuery then takes its answer instead
 * of sending the same call again: user management's 10,000 profiles arrive while the page's scripts
 * still load, not after them, and the page draws its first rows once instead of its skeleton first.
 */
import { fetchArguments, type ApiRequest, type Sender } from './request';

/** An answer nobody took by then (the admin left the page at once) is dropped: it may be stale. */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

const waiting = new Map<string, { answer: Promise<Response>; sentAt: number }>();

/** The same call: method, address, token and language. */
function callKey(url: string, init: RequestInit): string {
  const headers = new Headers(init.headers);
  return [init.method ?? 'GET', url, headers.get('Authorization'), headers.get('Accept-Language')].join(' ');
}

/** Sends a GET of `request` now; its answer waits for the baseQuery's same call. */
export function sendEarly(request: ApiRequest, sender: Sender): void {
  const [url, init] = fetchArguments({ ...request, method: 'GET', body: undefined }, sender);
  const answer = fetch(url, init);
  // Taken or not, a failure here is the taker's to report (as its own fetch's would be), not an unhandled rejection.
  answer.catch(() => undefined);
  waiting.set(callKey(url, init), { answer, sentAt: Date.now() });
}

/** The answer of the same call sent early, once, or undefined: the caller then sends it itself. */
export function takeEarlyAnswer(url: string, init: RequestInit): Promise<Response> | undefined {
  const key = callKey(url, init);
  const early = waiting.get(key);
  waiting.delete(key);
  if (!early || Date.now() - early.sentAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return early.answer;
}
