import { Type } from 'typebox';
import { ProfilePaths, PropertyPaths, type Profile, type PropertyListByApproval } from '../../contract';
import { fitToSchema } from '../../sandbox/answers';
import { adminSandbox, count, type AdminSandbox } from './support/business';

describe('a stored row that breaks the contract', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const ownersOf = (list: PropertyListByApproval) =>
    [...list.approve, ...list.notApprove].flatMap((property) => property.propertyOwners);
  const propertyIds = (list: PropertyListByApproval) =>
    [...list.approve, ...list.notApprove].map((property) => property.propertyId).sort();
  /** The head owner of the first property, with a search keyword that finds it. */
  const firstOwner = async () => {
    const { data } = await api.get<PropertyListByApproval>(PropertyPaths.adminWithOwner);
    const property = data.approve[0];
    return { ...property.propertyOwners[0], keyword: property.propertyName!, before: data };
  };

  test('an image id the contract refuses is sent as null; every property is still listed', async () => {
    const owner = await firstOwner();
    api.app.db
      .prepare("UPDATE profiles SET image_id = 'not an id/..' WHERE profile_id = ?")
      .run(owner.profileId);

    for (const [path, query] of [
      [PropertyPaths.adminWithOwner, undefined],
      [PropertyPaths.propertySearch, { keyword: owner.keyword }],
    ] as const) {
      const answer = await api.get<PropertyListByApproval>(path, query);
      expect(answer.statusCode).toBe(200);
      const sent = ownersOf(answer.data).filter((candidate) => candidate.profileId === owner.profileId);
      expect(sent.length).toBeGreaterThan(0);
      for (const candidate of sent) expect(candidate.image).toBeNull();
      if (query === undefined) expect(propertyIds(answer.data)).toEqual(propertyIds(owner.before));
    }
    const profile = await api.get<Profile>(ProfilePaths.byId(owner.profileId));
    expect(profile.statusCode).toBe(200);
    expect(profile.data.image).toBeNull();
  });

  test('a profile whose id the contract refuses is left out of the lists; the others are sent', async () => {
    // Before the whole list is first asked for: the sandbox keeps it until a write through the API.
    api.app.db
      .prepare(
        `INSERT INTO profiles (profile_id, first_name, last_name, role, active, create_date)
         VALUES ('not an id/..', 'ไม่มี', 'รหัส', 'CUSTOMER', 1, ?)`,
      )
      .run('2026-11-01T03:00:00.000Z');
    const stored = count(api.app, 'SELECT COUNT(*) FROM profiles');
    const all = await api.get<Profile[]>(ProfilePaths.list);
    const found = await api.get<Profile[]>(ProfilePaths.search, { keyword: 'รหัส' });
    for (const answer of [all, found]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.data.map((profile) => profile.profileId)).not.toContain('not an id/..');
    }
    expect(all.data).toHaveLength(stored - 1);
  });
});

describe('fitToSchema', () => {
  const Entry = Type.Object(
    {
      id: Type.String({ pattern: '^[a-z]+$' }),
      note: Type.Union([Type.String({ maxLength: 3 }), Type.Null()]),
    },
    { additionalProperties: false },
  );
  const List = Type.Object({ entries: Type.Array(Entry) });

  test('an answer that keeps to the schema is sent as it is', () => {
    const value = { entries: [{ id: 'a', note: 'ok' }] };
    expect(fitToSchema(List, value)).toEqual({ value, blanked: [], omitted: 0 });
    expect(fitToSchema(List, value).value).toBe(value);
  });

  test('a field that may be null is blanked, an entry that cannot be fitted is left out, the rest kept', () => {
    const value = {
      entries: [
        { id: 'a', note: 'too long' },
        { id: 'B!', note: null },
        { id: 'c', note: 'ok' },
        { id: 'd', note: null, extra: true },
      ],
    };
    const fitted = fitToSchema(List, value);
    expect(fitted.value).toEqual({
      entries: [
        { id: 'a', note: null },
        { id: 'c', note: 'ok' },
      ],
    });
    expect(fitted.omitted).toBe(2);
    expect(fitted.blanked).toContain('/entries/0/note');
    // The answer the route built is not changed.
    expect(value.entries).toHaveLength(4);
  });

  test("an answer's own field that cannot be fitted leaves the answer as it was (the serializer decides)", () => {
    const Page = Type.Object({ page: Type.Integer({ maximum: 10 }), entries: Type.Array(Entry) });
    const value = { page: 11, entries: [{ id: 'B!', note: null }] };
    expect(fitToSchema(Page, value)).toEqual({ value, blanked: [], omitted: 0 });
  });
});
