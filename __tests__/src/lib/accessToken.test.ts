import { readClaims, secondsUntilExpiry, userFromToken } from '../../../src/lib/accessToken';
import { encodeClaim } from '../../../contract';
import { fakeToken } from '../../support/tokens';

describe('the access token on the client', () => {
  it('reads the user from the claims, decoding the base64 text claims', () => {
    const token = fakeToken({
      sub: 'p-1',
      name: encodeClaim('สมชาย ใจดี'),
      given_name: encodeClaim('สมชาย'),
      family_name: encodeClaim('ใจดี'),
      email: encodeClaim('admin@poolvilla.test'),
      phone: encodeClaim('0812345678'),
      picture: 'img-9',
      exp: 2_000_000_000,
    });
    expect(userFromToken(token)).toEqual({
      id: 'p-1',
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: 'admin@poolvilla.test',
      phoneNumber: '0812345678',
      imageId: 'img-9',
    });
  });

  it('tells the seconds left before expiry; unreadable tokens count as expired', () => {
    const token = fakeToken({ sub: 'p', exp: 1_000 });
    expect(secondsUntilExpiry(token, 940_000)).toBe(60);
    expect(secondsUntilExpiry('garbage', 0)).toBe(0);
    expect(readClaims('a.b.c')).toBeNull();
    expect(userFromToken(fakeToken({ exp: 1 }))).toBeNull();
  });

  it('reads no claims from a token whose payload is not a set of claims', () => {
    const [header, , signature] = fakeToken({ sub: 'p' }).split('.');
    for (const payload of ['5', 'null', '"p-1"', '["p-1"]', '{"sub":']) {
      const token = [header, Buffer.from(payload).toString('base64url'), signature].join('.');
      expect(readClaims(token)).toBeNull();
      expect(userFromToken(token)).toBeNull();
      expect(secondsUntilExpiry(token, 0)).toBe(0);
    }
    expect(readClaims(fakeToken({ sub: 'p-1', exp: 5 }))).toEqual({ sub: 'p-1', exp: 5 });
  });
});
