import {
  BookingPaths,
  PaymentPaths,
  ProfilePaths,
  type Booking,
  type Profile,
} from '../../contract';
import { adminSandbox, multipart, pngImage, type AdminSandbox } from './support/business';

// The whole-list answers are served from a cache: every write must make it fresh again.
describe('whole-list cache', () => {
  let api: AdminSandbox;
  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  test('a profile change shows in the next list answer', async () => {
    const before = await api.get<Profile[]>(ProfilePaths.list);
    const customer = before.data.find((profile) => profile.email === 'customer@poolvilla.test')!;
    await api.send('PATCH', ProfilePaths.active(customer.profileId));
    const after = await api.get<Profile[]>(ProfilePaths.list);
    expect(after.data.find((profile) => profile.profileId === customer.profileId)!.active).toBe(
      !customer.active,
    );
  });

  test('a search without criteria is the list, and a new profile shows in the next one', async () => {
    const list = await api.get<Profile[]>(ProfilePaths.list);
    const everyone = await api.get<Profile[]>(ProfilePaths.search, { keyword: '  ' });
    expect(everyone.data).toEqual(list.data);
    const created = await api.send<Profile>('POST', ProfilePaths.create, {
      firstName: 'แคช',
      lastName: 'ทดสอบ',
      email: 'cache.search@poolvilla.test',
      role: 'CUSTOMER',
    });
    expect(created.statusCode).toBe(201);
    const after = await api.get<Profile[]>(ProfilePaths.search);
    expect(after.data).toHaveLength(list.data.length + 1);
    expect(after.data.map((profile) => profile.email)).toContain('cache.search@poolvilla.test');
  });

  test('an answer keeps the envelope and a fresh transaction id each time', async () => {
    const first = await api.get<Profile[]>(ProfilePaths.list);
    const second = await api.get<Profile[]>(ProfilePaths.list);
    expect(first.envelope.status.code).toBe(200);
    expect(first.envelope.status.transactionId).not.toBe(second.envelope.status.transactionId);
    expect(second.data).toEqual(first.data);
  });

  test('a transfer slip moves the booking between the cached pending and transferred lists', async () => {
    const pending = await api.get<Booking[]>(BookingPaths.nonAcceptedPayment);
    const payable = pending.data.find(
      (booking) =>
        booking.period1Status === 'ACCEPT' && booking.status !== 'CANCEL' && (booking.period1Amount ?? 0) > 0,
    )!;
    const record = await api.get<{ paymentDetails: { paymentId: string; period: number }[] }>(
      PaymentPaths.withPackagePrice,
      { bookingId: payable.bookingId },
    );
    const period1 = record.data.paymentDetails.find((payment) => payment.period === 1)!;
    const upload = await api.upload(
      PaymentPaths.transferSlipToPartner,
      multipart('file', pngImage(), 'slip.png'),
      {
        paymentId: period1.paymentId,
        bookingId: payable.bookingId,
      },
    );
    expect(upload.statusCode).toBe(200);
    const pendingAfter = await api.get<Booking[]>(BookingPaths.nonAcceptedPayment);
    const transferredAfter = await api.get<Booking[]>(BookingPaths.acceptedPayment);
    expect(pendingAfter.data.map((booking) => booking.bookingId)).not.toContain(payable.bookingId);
    expect(transferredAfter.data.map((booking) => booking.bookingId)).toContain(payable.bookingId);
  });
});
