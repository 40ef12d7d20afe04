/**
 * The spec's client storage (section 3): single-letter keys, each value an encoded pair of a type
 * code and the value. Reads check local storage, then session storage; writes go to local storage
 * unless the value is session-scoped; removal clears both; anything unreadable gives null.
 * This is the only module that touches localStorage and sessionStorage; redux-persist reaches them
 * through the engines at the bottom.
 */
import type { Storage as PersistStorage } from 'redux-persist';

export const StorageKey = {
  accessToken: 'a',
  language: 'l',
  profile: 'p',
  refreshToken: 'r',
  theme: 't',
  /** The sign-in state value sent to the provider, checked when it redirects back. */
  state: 's',
  /** Ours: what the sign-in should do once the provider returns (return-to page, remember choice). */
  signInIntent: 'u',
  /** Ours: the records each admin opened last from the palette, by admin id (src/find-anything). */
  recentRecords: 'f',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export type StoredValue = string | number | boolean | object;

type TypeCode = 's' | 'n' | 'b' | 'o';
const typeCodeOf = (value: StoredValue): TypeCode =>
  typeof value === 'string' ? 's' : typeof value === 'number' ? 'n' : typeof value === 'boolean' ? 'b' : 'o';

/** The stored form: JSON of `[typeCode, value]`. */
export function encodeValue(value: StoredValue): string {
  return JSON.stringify([typeCodeOf(value), value]);
}

/** The value of a stored pair, or null when it is not a well-formed pair whose type matches its code. */
export function decodeValue(raw: string | null): StoredValue | null {
  if (raw === null) return null;
  try {
    const pair: unknown = JSON.parse(raw);
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [code, value] = pair as [unknown, unknown];
    if (value === null || value === undefined) return null;
    const valid =
      (code === 's' && typeof value === 'string') ||
      (code === 'n' && typeof value === 'number') ||
      (code === 'b' && typeof value === 'boolean') ||
      (code === 'o' && typeof value === 'object');
    return valid ? (value as StoredValue) : null;
  } catch {
    return null;
  }
}

export type StorageScope = 'local' | 'session';

/** A storage area, or null where the browser refuses access (privacy modes, sandboxed frames). */
function area(scope: StorageScope): Storage | null {
  try {
    return scope === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(scope: StorageScope, key: StorageKey): string | null {
  try {
    return area(scope)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Where a readable value for the key lives, local first; null when neither has one. */
export function storedIn(key: StorageKey): StorageScope | null {
  if (decodeValue(readRaw('local', key)) !== null) return 'local';
  if (decodeValue(readRaw('session', key)) !== null) return 'session';
  return null;
}

export function readItem(key: StorageKey): StoredValue | null {
  const scope = storedIn(key);
  return scope ? decodeValue(readRaw(scope, key)) : null;
}

export function readString(key: StorageKey): string | null {
  const value = readItem(key);
  return typeof value === 'string' ? value : null;
}

export function readObject<T extends object>(key: StorageKey): T | null {
  const value = readItem(key);
  return typeof value === 'object' && value !== null ? (value as T) : null;
}

/**
 * Writes to local storage, or session storage when `session` is set. The other area's copy is
 * removed, because reads check local first and a stale local copy would shadow a session write.
 */
export function writeItem(key: StorageKey, value: StoredValue, options: { session?: boolean } = {}): void {
  const target: StorageScope = options.session ? 'session' : 'local';
  const other: StorageScope = options.session ? 'local' : 'session';
  try {
    area(other)?.removeItem(key);
    area(target)?.setItem(key, encodeValue(value));
  } catch {
    // A full or refused storage leaves the value unsaved; the console keeps working from memory.
  }
}

export function removeItem(key: StorageKey): void {
  for (const scope of ['local', 'session'] as const) {
    try {
      area(scope)?.removeItem(key);
    } catch {
      // Nothing stored where storage is refused.
    }
  }
}

/** The session's keys, removed on sign-out; theme and language are the device's and stay. */
export function removeSessionKeys(): void {
  for (const key of [
    StorageKey.accessToken,
    StorageKey.refreshToken,
    StorageKey.profile,
    StorageKey.state,
    StorageKey.signInIntent,
  ])
    removeItem(key);
}

// ---------- redux-persist engines ----------

/**
 * How one persisted slice maps onto the letters: `fields` names the letter of each slice field,
 * `isSessionScoped` decides per write whether the values go to session storage, and `restore` adds
 * what is not stored itself but follows from where the values were found.
 */
export interface SliceStorageMap<S extends object> {
  fields: Partial<Record<keyof S & string, StorageKey>>;
  isSessionScoped?: (state: S) => boolean;
  restore?: (restored: Partial<S>) => Partial<S>;
}

/**
 * redux-persist's own text for a slice (its default `serialize`): a JSON object whose values are
 * each field's JSON.
 */
const persistedText = (state: object): string =>
  JSON.stringify(
    Object.fromEntries(Object.entries(state).map(([field, value]) => [field, JSON.stringify(value)])),
  );
const persistedState = <S>(text: string): S =>
  Object.fromEntries(
    Object.entries(JSON.parse(text) as Record<string, string>).map(([field, json]) => [
      field,
      JSON.parse(json),
    ]),
  ) as S;

/**
 * A redux-persist storage engine for one slice: instead of redux-persist's text under its own key,
 * each field lives under its own letter as a typed pair. The engine takes and gives that text, as
 * any storage engine does, so the slice's config is redux-persist's default. Null or missing
 * fields are removed from both areas.
 */
export function sliceStorageEngine<S extends object>(map: SliceStorageMap<S>): PersistStorage {
  const entries = Object.entries(map.fields) as [keyof S & string, StorageKey][];
  return {
    getItem: async () => {
      const restored: Partial<S> = {};
      for (const [field, key] of entries) {
        const value = readItem(key);
        if (value !== null) restored[field] = value as S[keyof S & string];
      }
      if (Object.keys(restored).length === 0) return null;
      return persistedText(map.restore ? { ...restored, ...map.restore(restored) } : restored);
    },
    setItem: async (_persistKey: string, text: string) => {
      const state = persistedState<S>(text);
      const session = map.isSessionScoped?.(state) ?? false;
      for (const [field, key] of entries) {
        const value = state[field] as StoredValue | null | undefined;
        if (value === null || value === undefined) removeItem(key);
        else writeItem(key, value, { session });
      }
    },
    removeItem: async () => {
      for (const [, key] of entries) removeItem(key);
    },
  };
}
