/** Reading the access token (a JWT) on the client: its claims, its expiry and the user it names. */
import { jwtDecode } from 'jwt-decode';
import { decodeClaim, type AccessTokenClaims, type Tokens } from '../../contract';

/** The signed-in admin as the console keeps it (spec section 3, auth state). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Profile image id, shown through ImagePaths.profile; '' when none. */
  imageId: string;
}

const isToken = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The token pair of a sign-in or refresh answer, when both tokens are there as text; null for
 * anything else (missing, null, of another type), which the console treats as a failed call.
 */
export function tokensOf(data: unknown): Tokens | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Partial<Record<keyof Tokens, unknown>>;
  return isToken(accessToken) && isToken(refreshToken) ? { accessToken, refreshToken } : null;
}

/**
 * The token's claims without verifying the signature (the API does that); null when unreadable or
 * not a set of claims. jwt-decode rather than jose (which the sandbox signs with): the console only
 * reads a token, and jose's reader weighed 0.3 KiB more in every first load, `/login`'s included.
 */
export function readClaims(token: string | null | undefined): Partial<AccessTokenClaims> | null {
  if (!token) return null;
  try {
    const claims: unknown = jwtDecode(token);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Partial<AccessTokenClaims>)
      : null;
  } catch {
    return null;
  }
}

/** A token with less left than this is refreshed before a call, not after the call's 401. */
export const EARLY_REFRESH_SECONDS = 60;

/** Seconds left before the token expires; a token without a readable `exp` counts as expired. */
export function secondsUntilExpiry(token: string, nowMs = Date.now()): number {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : 0;
}

export function userFromToken(token: string): SessionUser | null {
  const claims = readClaims(token);
  if (!claims?.sub) return null;
  const firstName = decodeClaim(claims.given_name);
  const lastName = decodeClaim(claims.family_name);
  const name = decodeClaim(claims.name);
  return {
    id: claims.sub,
    // Tokens naming the user only by `name` still give a first name to greet with.
    firstName: firstName || name.split(' ')[0] || '',
    lastName,
    email: decodeClaim(claims.email),
    phoneNumber: decodeClaim(claims.phone),
    imageId: typeof claims.picture === 'string' ? claims.picture : '',
  };
}
