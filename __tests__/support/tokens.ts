const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token with the given claims: enough for the console, which only reads them. */
export const fakeToken = (claims: object) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;

/** The subject (the profile id) of an access token. */
export const subjectOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sub: string }).sub;
