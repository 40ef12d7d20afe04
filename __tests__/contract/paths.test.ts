import { AuthPaths, ImagePaths, ProfilePaths, PropertyPaths } from '../../contract';

describe('the paths with a parameter, each written once as its pattern', () => {
  it('builds the concrete path with the value encoded in place of the parameter', () => {
    expect(ProfilePaths.byId('p-1')).toBe('/admin/api/v1/profile/p-1');
    expect(ProfilePaths.role('a/b c')).toBe('/admin/api/v1/profile/a%2Fb%20c/role');
    expect(PropertyPaths.approve('pt-9')).toBe('/property/api/v1/propertyType/pt-9/approve');
    expect(AuthPaths.login('appleWeb')).toBe('/admin/authen/api/v1/login/appleWeb');
  });

  it('gives the pattern the operations table registers', () => {
    expect(ProfilePaths.role.route).toBe('/admin/api/v1/profile/:id/role');
    expect(AuthPaths.login.route).toBe('/admin/authen/api/v1/login/:provider');
    expect(ImagePaths.payment.route).toBe('/images/api/v1/payment/:id');
  });
});
