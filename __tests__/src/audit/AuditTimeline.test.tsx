/**
 * A record's change history in its dialog (src/audit/AuditTimeline.tsx): the user, partner and
 * payment details dialogs, opened from their addresses, against the sandbox's audit trail.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordLink } from '../../../src/lib/recordLinks';
import {
  AuditPaths,
  BookingPaths,
  PartnerPaths,
  ProfilePaths,
  type AuditLogPage,
  type Booking,
  type PartnerRequest,
  type Profile,
} from '../../../contract';
import { profilesApi } from '../../../src/services/profilesApi';
import { useAdminSession } from '../../support/adminSession';
import { renderConsole } from '../../support/renderConsole';
import { useSandbox } from '../../support/sandbox';
import { TEST_API } from '../../support/testConfig';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox);

const openAt = (route: string) => renderConsole({ tokens: admin.tokens, route, language: 'en' });
/** What another admin's window does meanwhile: straight to the sandbox, as the admin. */
const elsewhere = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  sandbox.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
  });
const customers = async () =>
  (await admin.get<Profile[]>(`${ProfilePaths.search}?role=CUSTOMER`)).filter(
    (profile) => profile.email && !profile.email.endsWith('.test'),
  );
const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
const timeline = async (dialog: HTMLElement) =>
  within(dialog).findByRole('region', { name: 'Change history' });
const failure = (code: number) =>
  HttpResponse.json(
    {
      status: {
        code,
        title: 'Error',
        message: 'Failed',
        description: code === 404 ? 'NOT_FOUND' : 'INJECTED_FAULT',
        transactionId: 't',
      },
      data: null,
    },
    { status: code },
  );

describe("a record's change history in its dialog", () => {
  it("a user's: who changed what and when, newest first, and a link to all of it on the audit page", async () => {
    const [customer] = await customers();
    await elsewhere('POST', ProfilePaths.role(customer.profileId), { newRole: 'PARTNER' });
    await elsewhere('PATCH', ProfilePaths.active(customer.profileId));
    const [latest] = (await admin.get<AuditLogPage>(`${AuditPaths.log}?targetId=${customer.profileId}`))
      .entries;
    const view = await openAt(recordLink.user(customer.profileId));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${nameOf(customer)}` });
    const history = await timeline(dialog);
    const entries = await within(history).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Account switched on or off');
    expect(entries[0]).toHaveTextContent('By สมชาย ใจดี ·');
    expect(entries[0]).toHaveTextContent('Active: Yes → No');
    expect(entries[0]).toHaveTextContent(new RegExp(latest.at.slice(0, 4)));
    expect(entries[1]).toHaveTextContent('Role changed');
    expect(entries[1]).toHaveTextContent('Role: Customer → Partner');
    const all = within(history).getByRole('link', { name: 'See all in the audit log (2 entries)' });
    expect(all).toHaveAttribute('href', `/audit-log?targetId=${customer.profileId}`);

    // The rest of the dialog is as it was.
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue(customer.firstName);
    await view.user.click(all);
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(new URLSearchParams(view.router.state.location.search).get('targetId')).toBe(customer.profileId);
  });

  it('shows a change made from the console at once: every change invalidates the trail', async () => {
    const [, customer] = await customers();
    const view = await openAt(recordLink.user(customer.profileId));
    const history = await timeline(await screen.findByRole('dialog', { name: `Edit ${nameOf(customer)}` }));
    expect(await within(history).findByText('No administrator has changed this yet.')).toBeInTheDocument();
    await act(() =>
      view.store
        .dispatch(
          profilesApi.endpoints.changeProfileRole.initiate({
            profileId: customer.profileId,
            newRole: 'PARTNER',
          }),
        )
        .unwrap(),
    );
    expect(await within(history).findByText('Role: Customer → Partner')).toBeInTheDocument();
  });

  it("a partner application's: its approval, by the application's id", async () => {
    const [request] = await admin.get<PartnerRequest[]>(PartnerPaths.withoutProperties);
    await openAt(recordLink.partner(request.profilePartnerId));
    const dialog = await screen.findByRole('dialog', { name: 'Partner application' });
    const history = await timeline(dialog);
    const [approval] = await within(history).findAllByRole('listitem');
    expect(approval).toHaveTextContent('Partner approved');
    expect(approval).toHaveTextContent('Application status: Pending → Approved');
    expect(within(history).getByRole('link', { name: /^See all in the audit log/ })).toHaveAttribute(
      'href',
      `/audit-log?targetId=${request.profilePartnerId}`,
    );
  });

  it("a booking's: the transfer slip, with what the partner was paid", async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.acceptedPayment);
    await openAt(recordLink.booking(booking.bookingCode ?? '', false));
    const dialog = await screen.findByRole('dialog', { name: `Payment details · ${booking.bookingCode}` });
    const [slip] = await within(await timeline(dialog)).findAllByRole('listitem');
    expect(slip).toHaveTextContent('Transfer slip uploaded');
    expect(slip).toHaveTextContent(/Transfer to the partner: -?฿[\d,.]+/);
  });

  it('an API without an audit trail (404) is said so, and the dialog works as before', async () => {
    sandbox.server.use(http.get(`${TEST_API}${AuditPaths.log}`, () => failure(404)));
    const [request] = await admin.get<PartnerRequest[]>(PartnerPaths.pendingRoleChange);
    await openAt(recordLink.partner(request.profilePartnerId));
    const dialog = await screen.findByRole('dialog', { name: 'Partner application' });
    expect(
      await within(await timeline(dialog)).findByText(
        'This server does not provide an audit trail, so no change history can be shown.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(request.email ?? '', { selector: 'dd' })).toBeInTheDocument();
    // No alert over the dialog: the timeline says it in place.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a failed load says so with Try again, which loads it', async () => {
    let failing = true;
    sandbox.server.use(http.get(`${TEST_API}${AuditPaths.log}`, () => (failing ? failure(500) : undefined)));
    const [customer] = await customers();
    await elsewhere('POST', ProfilePaths.role(customer.profileId), { newRole: 'ADMIN' });
    const view = await openAt(recordLink.user(customer.profileId));
    const history = await timeline(await screen.findByRole('dialog', { name: `Edit ${nameOf(customer)}` }));
    expect(await within(history).findByText('The change history could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    failing = false;
    await view.user.click(within(history).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(history).queryByText('The change history could not be loaded.')).not.toBeInTheDocument(),
    );
    expect(await within(history).findByText('Role: Customer → Administrator')).toBeInTheDocument();
  });
});
