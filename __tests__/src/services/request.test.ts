import { profileSearchRequest, serializeParams } from '../../../src/services/request';
import { ProfilePaths } from '../../../contract';

describe('query strings', () => {
  it('use the bracket array format and leave out empty values', () => {
    expect(
      serializeParams({ role: ['ADMIN', 'PARTNER'], keyword: 'สม', empty: '', none: undefined, zero: 0 }),
    ).toBe('role%5B%5D=ADMIN&role%5B%5D=PARTNER&keyword=%E0%B8%AA%E0%B8%A1&zero=0');
  });
});

describe("user management's list call", () => {
  it('searches profiles by a trimmed keyword, and every profile without one', () => {
    expect(profileSearchRequest({})).toEqual({
      url: ProfilePaths.search,
      params: { keyword: undefined, role: undefined },
    });
    expect(serializeParams(profileSearchRequest({ keyword: ' สม ', role: 'ADMIN' }).params ?? {})).toBe(
      'keyword=%E0%B8%AA%E0%B8%A1&role=ADMIN',
    );
  });
});
