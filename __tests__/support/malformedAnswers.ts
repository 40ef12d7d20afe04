/**
 * The malformed answers of issue 7 as plain data (no test runner, no DOM): what jest's
 * `malformed.ts` forces through MSW. `malformed.ts` re-exports all of it.
 */

/** A 200 envelope around any data, as the API would send it. */
export const okEnvelope = (data: unknown) => ({
  status: { code: 200, title: 'OK', message: '', description: 'OK', transactionId: 'malformed' },
  data,
});

/** Data that is wrong as a whole: text where a list or an object belongs. */
export const NOT_THE_DATA = 'this is not the data';

/** The same value with a wrong type: a number as text, text as an object, a list as null, a flag as text. */
export function mistyped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return null;
  if (value === null || value === undefined) return { value: null };
  return NOT_THE_DATA;
}

type Entry = Record<string, unknown>;

const withMissing = (entry: Entry, fields: readonly string[]): Entry =>
  Object.fromEntries(Object.entries(entry).filter(([field]) => !fields.includes(field)));
const withNulls = (entry: Entry, fields: readonly string[]): Entry => ({
  ...entry,
  ...Object.fromEntries(fields.map((field) => [field, null])),
});
const withWrongTypes = (entry: Entry, fields: readonly string[]): Entry => ({
  ...entry,
  ...Object.fromEntries(fields.map((field) => [field, mistyped(entry[field])])),
});

/**
 * A list entry broken three ways, then whole: `fields` (all but the id by default) missing, null, of the wrong type (see
 * `mistyped`), and the entry as given. Each copy keeps an id of its own in `idField`
 * (`<id>-missing`, `<id>-null`, `<id>-mistyped`), so a screen can tell them apart.
 */
export function brokenCopies<T extends Entry>(
  entry: T,
  idField: keyof T & string,
  fields: readonly string[] = Object.keys(entry).filter((field) => field !== idField),
) {
  const id = (suffix: string) => ({ [idField]: `${String(entry[idField])}-${suffix}` });
  return [
    { ...withMissing(entry, fields), ...id('missing') },
    { ...withNulls(entry, fields), ...id('null') },
    { ...withWrongTypes(entry, fields), ...id('mistyped') },
    entry,
  ];
}

/** What else a list may hold: entries that are no objects at all. */
export const JUNK_ENTRIES: readonly unknown[] = [null, NOT_THE_DATA, 42, ['nested']];

/**
 * What a screen must never show for a bad value: the words JavaScript prints for a missing one or
 * a bad sum, or an object turned into text.
 */
export const LEAK = /\b(undefined|null|NaN|Infinity)\b|\[object Object\]/;
/** The attributes that name an element: a leaked value must not hide in them either. */
export const NAMED_BY = ['aria-label', 'title', 'alt', 'placeholder'];

/** A person's fields as profiles, partner requests, owners and bookings send them. */
export const A_PERSON = {
  firstName: 'Malee',
  lastName: 'Srisuk',
  email: 'malee@mail.test',
  phoneNumber: '0812345678',
};

/** A partner request (and an approved partner) as the partner lists send it, every field filled. */
export const A_PARTNER_REQUEST = {
  profilePartnerId: 'pp',
  profileId: 'encrypted',
  ...A_PERSON,
  createDate: '2026-10-01T03:00:00.000Z',
  lineId: 'malee.line',
  facebook: 'malee.fb',
  propertyName: 'Baan Malee',
  location: 'https://maps.example/malee',
  image: 'image-1',
  maxCapacity: 6,
};

/** A property type as the property lists send it, every field filled. */
export const A_PROPERTY_TYPE = {
  propertyTypeId: 'type',
  propertyTypeName: 'Pool suite',
  code: 'PT-01',
  banner: 'banner-1',
  startPrice: 3500,
  maxPeople: 4,
  active: true,
  maintenance: false,
  updateDate: '2026-10-01T03:00:00.000Z',
};

/** A property's owner as the property lists send it, every field filled. */
export const AN_OWNER = {
  profileId: 'owner',
  ...A_PERSON,
  image: 'image-1',
  lineId: 'malee.line',
  facebook: 'malee.fb',
  location: 'https://maps.example/malee',
  isHead: true,
  verified: true,
};

/** A guest booking as the booking lists send it, every field filled: what the tests break. */
export const A_GUEST_BOOKING = {
  bookingId: 'bk',
  bookingCode: 'BK-GOOD',
  status: 'CONFIRM',
  ...A_PERSON,
  lineId: 'malee.line',
  walkIn: false,
  propertyName: 'Baan Malee',
  propertyTypeName: 'Pool suite',
  propertyTypeCode: 'PT-01',
  packagePrice: 4500,
  totalPrice: 5000,
  earnestMoney: 1500,
  image: 'slip-1',
  ownerProfileId: 'owner-1',
  ownerFirstName: 'Somchai',
  ownerLastName: 'Jaidee',
  commissionAmount: 150,
  feeAmount: 50,
  period1Amount: 1500,
  period1Status: 'ACCEPT',
  transferred: false,
  checkinDate: '2026-10-05T07:00:00.000Z',
  createDate: '2026-09-01T07:00:00.000Z',
};
