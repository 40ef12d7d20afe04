/** One call as fetch sends it: the API's address, the headers every call carries and the JSON or multipart body. */
import { ProfilePaths, type ProfileSearchQuery } from './contract';

/** One call: a path of spec section 7, its query parameters and its JSON or multipart body. */
export interface ApiRequest {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Who sends the call: the API's base, the console's language and the access token (none when anonymous). */
export interface Sender {
  apiBaseUrl: string;
  language: string;
  token: string | null;
}

/** Query strings in bracket array format (`role[]=ADMIN&role[]=PARTNER`); empty values are left out. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(`${key}[]`, String(item)));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** fetch's two arguments for `request`, sent by `sender`. */
export function fetchArguments(request: ApiRequest, sender: Sender): [url: string, init: RequestInit] {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': sender.language });
  if (sender.token) headers.set('Authorization', `Bearer ${sender.token}`);
  const query = request.params ? serializeParams(request.params) : '';
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const url = `${sender.apiBaseUrl}${request.url}${query ? `?${query}` : ''}`;
  return [url, { method: request.method ?? 'GET', headers, body }];
}

/** User management's list call: every profile, or those of a role and/or matching a keyword. */
export const profileSearchRequest = ({ keyword, role }: ProfileSearchQuery): ApiRequest => ({
  url: ProfilePaths.search,
  params: { keyword: keyword?.trim(), role },
});

/**
 * User management's list call, without keyword or role: the API answers every profile at once
 * (spec section 7, no paging), so the page loads it once and searches and filters it in the browser.
 */
export const everyProfile: ProfileSearchQuery = {};
