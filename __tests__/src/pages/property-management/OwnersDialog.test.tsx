import { screen, waitFor, within } from '@testing-library/react';
import { ownersInOrder } from '../../../../src/pages/property-management/OwnersDialog';
import type { PropertyOwner } from '../../../../contract';
import { answerListWith, ROUTE, sandboxList, usePropertyManagementFile } from './helpers';

const { sandbox, admin, render } = usePropertyManagementFile();

const owner = (fields: Partial<PropertyOwner>): Partial<PropertyOwner> => ({
  profileId: fields.profileId ?? String(Math.random()),
  isHead: false,
  verified: false,
  ...fields,
});

async function openOwners(propertyName: string, language: 'th' | 'en' = 'en') {
  const view = await render(ROUTE, language);
  const button = await screen.findByRole('button', {
    name: language === 'en' ? `Show the owners of ${propertyName}` : `ดูเจ้าของของ ${propertyName}`,
  });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog, owners: () => within(dialog).getAllByTestId('owner') };
}

const field = (ownerElement: HTMLElement, name: string) =>
  ownerElement.querySelector(`[data-field="${name}"]`)!;

describe('ownersInOrder', () => {
  it('puts the head owner first and keeps the others in order', () => {
    const owners = [
      owner({ profileId: 'a' }),
      owner({ profileId: 'b' }),
      owner({ profileId: 'head', isHead: true }),
      owner({ profileId: 'c' }),
    ] as PropertyOwner[];
    expect(ownersInOrder(owners).map((found) => found.profileId)).toEqual(['head', 'a', 'b', 'c']);
  });
});

describe('the owners dialog', () => {
  it("lists a seeded property's owners, head owner first and marked, with their details", async () => {
    const list = await sandboxList(admin);
    const property = [...list.notApprove, ...list.approve].find(
      (candidate) => candidate.propertyOwners.length >= 3,
    )!;
    const head = property.propertyOwners.find((found) => found.isHead)!;
    const { dialog, owners } = await openOwners(property.propertyName!);
    expect(dialog).toHaveAccessibleName(`Owners of ${property.propertyName}`);
    expect(owners()).toHaveLength(property.propertyOwners.length);
    const [first, ...others] = owners();
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      `${head.firstName} ${head.lastName}`,
    );
    expect(first).toHaveTextContent('Head owner');
    for (const other of others) expect(other).not.toHaveTextContent('Head owner');
    expect(field(first, 'email')).toHaveTextContent(head.email ?? 'Not specified');
    expect(field(first, 'verification')).toHaveTextContent(
      head.verified ? 'Verified' : 'Pending verification',
    );
  });

  it("says 'name not provided' and 'not specified' for what is missing, and shows verification", async () => {
    answerListWith(sandbox, {
      approve: [],
      notApprove: [
        {
          propertyId: 'p1',
          propertyName: 'Baan Test',
          propertyTypes: [],
          propertyOwners: [
            owner({ firstName: 'Co', lastName: 'Owner', email: 'co@example.test', verified: true }),
            owner({
              isHead: true,
              firstName: null,
              lastName: '  ',
              email: '',
              phoneNumber: null,
              lineId: '   ',
              facebook: null,
              location: null,
            }),
          ],
        },
      ],
    });
    const { owners } = await openOwners('Baan Test');
    const [head, co] = owners();
    expect(within(head).getByRole('heading', { level: 3 })).toHaveTextContent('Name not provided');
    expect(head).toHaveTextContent('Head owner');
    for (const name of ['email', 'phone', 'lineId', 'facebook', 'location'])
      expect(field(head, name)).toHaveTextContent('Not specified');
    expect(field(head, 'verification')).toHaveTextContent('Pending verification');
    expect(within(co).getByRole('heading', { level: 3 })).toHaveTextContent('Co Owner');
    expect(field(co, 'email')).toHaveTextContent('co@example.test');
    expect(field(co, 'phone')).toHaveTextContent('Not specified');
    expect(field(co, 'verification')).toHaveTextContent('Verified');
  });

  it('says it in Thai too', async () => {
    answerListWith(sandbox, {
      approve: [],
      notApprove: [
        {
          propertyId: 'p1',
          propertyName: 'บ้านทดสอบ',
          propertyTypes: [],
          propertyOwners: [owner({ isHead: true })],
        },
      ],
    });
    const { owners } = await openOwners('บ้านทดสอบ', 'th');
    const [head] = owners();
    expect(head).toHaveTextContent('ไม่ได้ระบุชื่อ');
    expect(head).toHaveTextContent('เจ้าของหลัก');
    expect(field(head, 'email')).toHaveTextContent('ไม่ได้ระบุ');
    expect(field(head, 'verification')).toHaveTextContent('รอการยืนยัน');
  });

  it('links the location and the Facebook value only when they are http or https addresses', async () => {
    const locations = [
      'https://maps.google.com/?q=12.9,100.8',
      'http://maps.example.test/pattaya',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ถนนเลียบหาด พัทยา',
      '//maps.example.test/no-scheme',
    ];
    answerListWith(sandbox, {
      approve: [],
      notApprove: [
        {
          propertyId: 'p1',
          propertyName: 'Links',
          propertyTypes: [],
          propertyOwners: locations.map((location, index) =>
            owner({ firstName: `Owner${index}`, location, facebook: location, isHead: index === 0 }),
          ),
        },
      ],
    });
    const { owners } = await openOwners('Links');
    const cells = owners().map((found) => field(found, 'location') as HTMLElement);
    const links = cells.map((cell) => within(cell).queryByRole('link'));
    expect(links[0]).toHaveAttribute('href', 'https://maps.google.com/?q=12.9,100.8');
    expect(links[0]).toHaveTextContent('View map');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]?.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(links[1]).toHaveAttribute('href', 'http://maps.example.test/pattaya');
    for (const index of [2, 3, 4, 5]) {
      expect(links[index]).toBeNull();
      expect(cells[index]).toHaveTextContent(locations[index]);
    }
    // The Facebook value the same way, the address itself as the link's text.
    const facebooks = owners().map((found) => field(found, 'facebook') as HTMLElement);
    const facebookLinks = facebooks.map((cell) => within(cell).queryByRole('link'));
    expect(facebookLinks[0]).toHaveAttribute('href', 'https://maps.google.com/?q=12.9,100.8');
    expect(facebookLinks[0]?.getAttribute('rel')).toMatch(/\bnoopener\b.*\bnoreferrer\b/);
    expect(facebookLinks[1]).toHaveAttribute('href', 'http://maps.example.test/pattaya');
    for (const index of [2, 3, 4, 5]) {
      expect(facebookLinks[index]).toBeNull();
      expect(facebooks[index]).toHaveTextContent(locations[index]);
    }
    // Nothing anywhere in the dialog points at a script.
    expect(document.querySelectorAll('a[href^="javascript:"], a[href^="data:"]')).toHaveLength(0);
  });

  it('closes with its Close button and gives the focus back', async () => {
    const list = await sandboxList(admin);
    const property = list.notApprove.find((candidate) => candidate.propertyOwners.length > 0)!;
    const { user, dialog } = await openOwners(property.propertyName!);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Show the owners of ${property.propertyName}` })).toHaveFocus();
  });
});
