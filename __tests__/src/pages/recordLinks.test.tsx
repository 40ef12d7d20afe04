/**
 * Every record a link: each page opens its record dialog from the address (lib/recordLinks.ts),
 * and says so when the list does not hold the record.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { recordLink } from '../../../src/lib/recordLinks';
import {
  BookingPaths,
  PartnerPaths,
  PaymentPaths,
  PropertyPaths,
  ProfilePaths,
  type Booking,
  type PartnerRequest,
  type Profile,
  type PropertyListByApproval,
} from '../../../contract';
import { useAdminSession } from '../../support/adminSession';
import { settledNotice } from '../../support/notice';
import { renderConsole } from '../../support/renderConsole';
import { useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox);

const openAt = (route: string) => renderConsole({ tokens: admin.tokens, route, language: 'en' });
const searchOf = (view: Awaited<ReturnType<typeof openAt>>) =>
  Object.fromEntries(new URLSearchParams(view.router.state.location.search));

describe('record links: bookings', () => {
  it("opens a transferred booking's payment details from the address on the pending tab, looked up as transferred", async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.acceptedPayment);
    const code = booking.bookingCode ?? '';
    sandbox.requests.length = 0;
    const view = await openAt(`${recordLink.booking(code, false)}&tab=pending`);
    const dialog = await screen.findByRole('dialog', { name: `Payment details · ${code}` });
    expect(await within(dialog).findByTestId('detail-bookingCode')).toHaveTextContent(code);
    expect(sandbox.count(PaymentPaths.all)).toBe(1);
    expect(sandbox.count(PaymentPaths.withPackagePrice)).toBe(0);

    // Landed on: closing takes the booking out of this entry, the tab kept.
    await view.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchOf(view)).toEqual({ tab: 'pending' });
  });

  it('opening from a card adds the booking to the address, the filters kept; Back closes it', async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment);
    const code = booking.bookingCode ?? '';
    const view = await openAt('/transfer-management?page=1&bookingStatus=ALL');
    await view.user.click(await screen.findByRole('button', { name: `View details of ${code}` }));
    await screen.findByRole('dialog', { name: `Payment details · ${code}` });
    expect(searchOf(view)).toMatchObject({ page: '1', bookingStatus: 'ALL', booking: code });
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchOf(view)).toEqual({ page: '1', bookingStatus: 'ALL' });
  });

  it('says when the booking is in neither list, and shows the lists', async () => {
    const view = await openAt('/transfer-management?tab=transferred&booking=PV-1999-000000');
    expect(await settledNotice()).toHaveTextContent('The linked booking is not in this list');
    expect(screen.getByTestId('notice')).toHaveTextContent('The link may be wrong');
    await waitFor(() => expect(searchOf(view)).toEqual({ tab: 'transferred' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('booking-card').length).toBeGreaterThan(0);
  });

  it("opens a partner's own booking on partner bookings, with the walk-in lookup", async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.walkIn);
    const code = booking.bookingCode ?? '';
    sandbox.requests.length = 0;
    await openAt(recordLink.booking(code, true));
    const dialog = await screen.findByRole('dialog', { name: `Payment details · ${code}` });
    expect(await within(dialog).findByTestId('walk-in-note')).toBeInTheDocument();
    expect(sandbox.count(PaymentPaths.walkIn)).toBe(1);
  });
});

describe('record links: users, partners, properties', () => {
  it("opens a user's details from the address, whatever the role filter shows", async () => {
    const profiles = await admin.get<Profile[]>(ProfilePaths.list);
    const customer = profiles.find((profile) => profile.email === 'customer@poolvilla.test') as Profile;
    const view = await openAt(`${recordLink.user(customer.profileId)}&role=ADMIN`);
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(customer.email);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchOf(view)).toEqual({ role: 'ADMIN' });
  });

  it('says when no user has the id', async () => {
    const view = await openAt('/user-management?user=no-such-profile');
    expect(await settledNotice()).toHaveTextContent('The linked user was not found');
    await waitFor(() => expect(searchOf(view)).toEqual({}));
  });

  it('opens a partner without properties from the address (the second list)', async () => {
    const [partner] = await admin.get<PartnerRequest[]>(PartnerPaths.withoutProperties);
    await openAt(recordLink.partner(partner.profilePartnerId));
    const dialog = await screen.findByRole('dialog', { name: 'Partner application' });
    expect(dialog).toHaveTextContent(partner.email ?? '');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("opens an approved property's owners from the address on the pending tab", async () => {
    const list = await admin.get<PropertyListByApproval>(PropertyPaths.adminWithOwner);
    const property = list.approve.find((listed) => listed.propertyOwners.length > 0);
    if (!property) throw new Error('The seed has an approved property with owners');
    await openAt(`${recordLink.property(property.propertyId)}&tab=pending`);
    const dialog = await screen.findByRole('dialog', { name: /^Owners of / });
    expect(within(dialog).getAllByTestId('owner')).toHaveLength(property.propertyOwners.length);
  });
});
