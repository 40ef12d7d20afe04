import { createPersistoid, getStoredState } from 'redux-persist';
import {
  decodeValue,
  encodeValue,
  readItem,
  readObject,
  readString,
  removeItem,
  sliceStorageEngine,
  StorageKey,
  storedIn,
  writeItem,
} from '../../../src/lib/storage';

describe('client storage', () => {
  it('uses the single-letter keys of the spec', () => {
    expect(StorageKey).toMatchObject({
      accessToken: 'a',
      language: 'l',
      profile: 'p',
      refreshToken: 'r',
      theme: 't',
      state: 's',
    });
  });

  it('encodes each value as a [type code, value] pair', () => {
    expect(encodeValue('dark')).toBe('["s","dark"]');
    expect(encodeValue(42)).toBe('["n",42]');
    expect(encodeValue(true)).toBe('["b",true]');
    expect(encodeValue({ id: 'x' })).toBe('["o",{"id":"x"}]');
  });

  it('round-trips every type through local storage', () => {
    writeItem(StorageKey.theme, 'dark');
    writeItem(StorageKey.profile, { id: 'p1', firstName: 'สมชาย' });
    writeItem(StorageKey.state, 7);
    writeItem(StorageKey.language, false);
    expect(window.localStorage.getItem('t')).toBe('["s","dark"]');
    expect(readItem(StorageKey.theme)).toBe('dark');
    expect(readObject(StorageKey.profile)).toEqual({ id: 'p1', firstName: 'สมชาย' });
    expect(readItem(StorageKey.state)).toBe(7);
    expect(readItem(StorageKey.language)).toBe(false);
  });

  it('reads local storage first, then session storage', () => {
    window.sessionStorage.setItem('a', encodeValue('session-token'));
    expect(readString(StorageKey.accessToken)).toBe('session-token');
    expect(storedIn(StorageKey.accessToken)).toBe('session');
    window.localStorage.setItem('a', encodeValue('local-token'));
    expect(readString(StorageKey.accessToken)).toBe('local-token');
    expect(storedIn(StorageKey.accessToken)).toBe('local');
  });

  it('writes session-scoped values to session storage only, dropping a local copy that would shadow them', () => {
    writeItem(StorageKey.accessToken, 'old', {});
    writeItem(StorageKey.accessToken, 'new', { session: true });
    expect(window.localStorage.getItem('a')).toBeNull();
    expect(window.sessionStorage.getItem('a')).toBe('["s","new"]');
    expect(readString(StorageKey.accessToken)).toBe('new');
  });

  it('removal clears both areas', () => {
    window.localStorage.setItem('r', encodeValue('x'));
    window.sessionStorage.setItem('r', encodeValue('y'));
    removeItem(StorageKey.refreshToken);
    expect(window.localStorage.getItem('r')).toBeNull();
    expect(window.sessionStorage.getItem('r')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value', '"dark"'],
    ['a pair of the wrong length', '["s","dark",1]'],
    ['a code that does not match the value', '["n","dark"]'],
    ['an unknown code', '["x","dark"]'],
    ['a null value', '["o",null]'],
  ])('gives null for garbage: %s', (_what, raw) => {
    expect(decodeValue(raw)).toBeNull();
    window.localStorage.setItem('t', raw);
    expect(readItem(StorageKey.theme)).toBeNull();
  });

  it('gives null for a missing key, and falls through unreadable local garbage to a good session value', () => {
    expect(readItem(StorageKey.theme)).toBeNull();
    window.localStorage.setItem('t', 'garbage');
    window.sessionStorage.setItem('t', encodeValue('dark'));
    expect(readItem(StorageKey.theme)).toBe('dark');
  });
});

describe('the redux-persist engine', () => {
  interface Slice {
    accessToken: string | null;
    refreshToken: string | null;
    remember: boolean;
  }
  const storage = sliceStorageEngine<Slice>({
    fields: { accessToken: StorageKey.accessToken, refreshToken: StorageKey.refreshToken },
    isSessionScoped: (state) => !state.remember,
    restore: () => ({ remember: storedIn(StorageKey.accessToken) === 'local' }),
  });
  // Driven by redux-persist itself, with its default config: what it writes and reads back.
  const config = { key: 'auth', storage };
  const write = async (state: Slice) => {
    const persistoid = createPersistoid(config);
    persistoid.update(state);
    await persistoid.flush();
  };

  it('stores each field under its letter, in the area the state chooses', async () => {
    await write({ accessToken: 'A', refreshToken: 'R', remember: true });
    expect(window.localStorage.getItem('a')).toBe('["s","A"]');
    expect(window.localStorage.getItem('r')).toBe('["s","R"]');
    await write({ accessToken: 'A2', refreshToken: 'R2', remember: false });
    expect(window.localStorage.getItem('a')).toBeNull();
    expect(window.sessionStorage.getItem('a')).toBe('["s","A2"]');
  });

  it('reads the fields back, with what follows from where they were found', async () => {
    window.sessionStorage.setItem('a', encodeValue('A'));
    window.sessionStorage.setItem('r', encodeValue('R'));
    expect(await getStoredState(config)).toEqual({ accessToken: 'A', refreshToken: 'R', remember: false });
  });

  it('gives nothing when nothing is stored, and removes null fields from both areas', async () => {
    expect(await getStoredState(config)).toBeUndefined();
    window.localStorage.setItem('a', encodeValue('A'));
    window.sessionStorage.setItem('a', encodeValue('A'));
    await write({ accessToken: null, refreshToken: null, remember: false });
    expect(window.localStorage.getItem('a')).toBeNull();
    expect(window.sessionStorage.getItem('a')).toBeNull();
  });
});
