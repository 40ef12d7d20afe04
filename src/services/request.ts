/** One call as the baseQuery takes it: a path of spec section 7, its query parameters and its body. */
import { searchKeywordOf } from '../lib/phone';
import { ProfilePaths, type ProfileSearchQuery } from '../../contract';

/** One call: a path of spec section 7, its query parameters and its JSON or multipart body. */
export interface ApiRequest {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
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

/**
 * User management's list call: every profile, or those of a role and/or matching a keyword (a
 * phone number in its stored form, whatever separators were typed).
 */
export const profileSearchRequest = ({ keyword, role }: ProfileSearchQuery): ApiRequest => ({
  url: ProfilePaths.search,
  params: { keyword: keyword === undefined ? undefined : searchKeywordOf(keyword.trim()), role },
});

/**
 * User management's list call, without keyword or role: the API answers every profile at once
 * (spec section 7, no paging), so the page loads it once and searches and filters it in the browser.
 */
export const everyProfile: ProfileSearchQuery = {};
