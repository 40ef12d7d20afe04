import { PNG } from 'pngjs';
import { urlOf, type Api, type Contract } from './openapi';
import type { Credentials } from './reads';
import type { Report } from './report';

type Data = Record<string, unknown>;

/** A tiny PNG for the upload. */
function pngImage(): Blob {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(160);
  return new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' });
}

/**
 * Write calls, for a test backend only. Each round trip restores what it changed: the profile it
 * creates it deletes, toggles are toggled back, updates write back the values they read. Calls
 * that cannot be undone through the API (approve, reject, deletions, banners, transfer slips) are
 * not made.
 */
export async function checkWrites(
  contract: Contract,
  api: Api,
  report: Report,
  answers: Map<string, unknown>,
  { token, refreshToken }: Credentials,
): Promise<void> {
  /** One call, by its operation id, its answer checked against the contract; its data when it succeeded. */
  const step = async (
    what: string,
    operationId: string,
    {
      params = {},
      body,
      status = 200,
    }: { params?: Record<string, string>; body?: unknown; status?: number } = {},
  ): Promise<Data | null> => {
    const call = contract.call(operationId);
    if (!call) {
      report.record(
        report.row(report.writes, what),
        'result',
        what,
        `no ${operationId} in the contract`,
        'lookup',
      );
      return null;
    }
    const row = report.row(report.writes, what, `${call.method} ${call.path}`);
    const answer = await api.send(call.method, urlOf(call, params), { token, body });
    report.record(
      row,
      'result',
      call,
      contract.problemOf(call, answer, (got) => got === status),
      what,
    );
    return answer.status === status ? ((answer.body as { data: Data | null }).data ?? {}) : null;
  };
  const skip = (what: string, why: string) => {
    report.row(report.writes, what, why).checks.result = '–';
  };
  const dataOf = (operationId: string) => (answers.get(operationId) as { data?: unknown } | undefined)?.data;

  // A profile of our own: created, read, changed and changed back, given an image, deleted.
  const email = `conformance.${Date.now()}@example.test`;
  const profile = { firstName: 'Conformance', lastName: 'Check', email, role: 'CUSTOMER' };
  const created = await step('create a profile', 'createProfile', { body: profile, status: 201 });
  if (created) {
    const params = { id: String(created.profileId) };
    await step('read it back', 'getProfile', { params });
    await step('update it', 'updateProfile', { params, body: { lineId: 'conformance' } });
    await step('deactivate it', 'toggleProfileActive', { params });
    await step('activate it again', 'toggleProfileActive', { params });
    await step('make it a partner', 'changeProfileRole', { params, body: { newRole: 'PARTNER' } });
    await step('make it a customer again', 'changeProfileRole', { params, body: { newRole: 'CUSTOMER' } });
    const form = new FormData();
    form.append('image', pngImage(), 'conformance.png');
    await step('give it an image', 'uploadProfileImage', { params, body: form });
    await step('delete it', 'deleteProfile', { params });
    await step('it is gone (404)', 'getProfile', { params, status: 404 });
  }
  const { firstName: _, ...unnamed } = profile;
  await step('a profile without a name is refused (400)', 'createProfile', { body: unnamed, status: 400 });
  await step('a form-encoded body is refused (415)', 'createProfile', {
    body: new URLSearchParams(profile),
    status: 415,
  });

  // A property type: each toggle made twice, maintenance set and set back, its values written back.
  const listed = dataOf('listPropertiesByApproval') as { approve?: Data[]; notApprove?: Data[] } | undefined;
  const property = [...(listed?.approve ?? []), ...(listed?.notApprove ?? [])][0];
  const type = (property?.propertyTypes as Data[] | undefined)?.[0];
  if (property && type) {
    const params = { id: String(type.propertyTypeId) };
    for (const [operationId, what] of [
      ['togglePropertyTypeApproval', 'approval'],
      ['togglePropertyTypeActive', 'active flag'],
    ]) {
      await step(`toggle a property type's ${what}`, operationId, { params });
      await step('toggle it back', operationId, { params });
    }
    await step('set its maintenance', 'setPropertyTypeMaintenance', {
      params,
      body: { maintenance: !type.maintenance },
    });
    await step('set it back', 'setPropertyTypeMaintenance', {
      params,
      body: { maintenance: type.maintenance },
    });
    const values = ['propertyTypeName', 'startPrice', 'maxPeople'].filter((key) => type[key] != null);
    await step('write its values back', 'updatePropertyType', {
      params,
      body: Object.fromEntries(values.map((key) => [key, type[key]])),
    });
    if (property.propertyName)
      await step("write a property's name back", 'updateProperty', {
        params: { id: String(property.propertyId) },
        body: { propertyName: property.propertyName },
      });
  } else skip('property type round trips', 'no property type listed');

  const request = (dataOf('listPendingPartnerRequests') as Data[] | undefined)?.[0];
  if (request)
    await step("write a partner request's property name back", 'updatePartnerRequest', {
      params: { id: String(request.profilePartnerId) },
      body: { propertyName: request.propertyName },
    });
  else skip('partner request round trip', 'no pending partner request');

  // A payout batch (ours, proposed): prepared for one owed booking, its preparer refused, sent
  // back (its booking owed again), and a batch sent back is not approved. The settings written back.
  if (contract.call('preparePayoutBatch')) {
    const owed = ((dataOf('listPendingBookings') as Data[] | undefined) ?? []).find(
      (booking) =>
        ['ACCEPT', 'SUCCESS'].includes(String(booking.period1Status)) &&
        booking.transferred !== true &&
        booking.walkIn !== true &&
        booking.status !== 'CANCEL',
    );
    const batch = owed
      ? await step('prepare a payout batch', 'preparePayoutBatch', {
          body: { bookingIds: [owed.bookingId] },
          status: 201,
        })
      : null;
    if (batch?.status === 'PREPARED') {
      const params = { id: String(batch.batchId) };
      await step('its preparer cannot approve it (403)', 'approvePayoutBatch', { params, status: 403 });
      await step('send it back with a reason', 'sendBackPayoutBatch', {
        params,
        body: { reason: 'conformance check' },
      });
      await step('a batch sent back is not approved (409)', 'approvePayoutBatch', { params, status: 409 });
    } else skip('payout batch round trip', 'no owed booking, or batches need no approval here');
    const settings = dataOf('getPayoutSettings') as Data | undefined;
    if (settings) await step('write the payout settings back', 'updatePayoutSettings', { body: settings });
  }

  if (refreshToken) {
    const pair = await step('refresh the session', 'refreshToken', { body: { refreshToken } });
    if (pair) await step('log it out', 'logout', { body: { refreshToken: pair.refreshToken } });
  } else skip('refresh and logout', 'pass --refresh-token (it is spent) to run them');
}
