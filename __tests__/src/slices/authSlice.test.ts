import {
  authSlice,
  profileRefreshed,
  selectIsLoggedIn,
  sessionCleared,
  signedIn,
  tokensRefreshed,
  type AuthState,
} from '../../../src/slices/authSlice';
import { encodeClaim } from '../../../contract';
import { fakeToken } from '../../support/tokens';

const token = (sub: string, givenName: string) =>
  fakeToken({
    sub,
    given_name: encodeClaim(givenName),
    family_name: encodeClaim('ใจดี'),
    email: encodeClaim('a@b.c'),
    picture: '',
    exp: 2e9,
  });

const signedInState = () =>
  authSlice.reducer(
    undefined,
    signedIn({ tokens: { accessToken: token('p-1', 'สมชาย'), refreshToken: 'r-1' }, remember: true }),
  );

describe('the auth slice', () => {
  it('signs in from the token pair, reading the user from the access token', () => {
    const state = signedInState();
    expect(state).toMatchObject({
      refreshToken: 'r-1',
      remember: true,
      user: { id: 'p-1', firstName: 'สมชาย', lastName: 'ใจดี' },
    });
    expect(selectIsLoggedIn({ auth: state })).toBe(true);
  });

  it('is logged in only with both tokens', () => {
    expect(selectIsLoggedIn({ auth: { ...signedInState(), refreshToken: null } })).toBe(false);
    expect(selectIsLoggedIn({ auth: authSlice.reducer(undefined, { type: 'init' }) })).toBe(false);
  });

  it('takes refreshed tokens and keeps the remember choice', () => {
    const state = authSlice.reducer(
      signedInState(),
      tokensRefreshed({ accessToken: token('p-1', 'Somchai'), refreshToken: 'r-2' }),
    );
    expect(state).toMatchObject({ refreshToken: 'r-2', remember: true, user: { firstName: 'Somchai' } });
  });

  it("takes the profile call's fresher details for the signed-in user only", () => {
    const profile = {
      profileId: 'p-1',
      firstName: 'Malee',
      lastName: null,
      fullName: 'Malee',
      email: 'm@poolvilla.test',
      phoneNumber: '0899999999',
      role: 'ADMIN' as const,
      active: true,
      image: 'img-1',
    };
    const state: AuthState = authSlice.reducer(signedInState(), profileRefreshed(profile));
    expect(state.user).toEqual({
      id: 'p-1',
      firstName: 'Malee',
      lastName: '',
      email: 'm@poolvilla.test',
      phoneNumber: '0899999999',
      imageId: 'img-1',
    });
    expect(
      authSlice.reducer(signedInState(), profileRefreshed({ ...profile, profileId: 'someone-else' })).user
        ?.firstName,
    ).toBe('สมชาย');
  });

  it('clears everything on sign-out', () => {
    expect(authSlice.reducer(signedInState(), sessionCleared())).toEqual({
      accessToken: null,
      refreshToken: null,
      user: null,
      remember: false,
    });
  });
});
