import { RoutePath } from './routePaths';

/**
 * Every record dialog has an address: its page with one parameter naming the record, e.g.
 * `/transfer-management?booking=PV-2026-000150`. The palette, "copy link" and the pages read
 * the same names from here.
 */
export const RecordParam = {
  /** A booking's payment details, by booking code (transfer management or partner bookings). */
  booking: 'booking',
  /** A user's details on user management, by profile id. */
  user: 'user',
  /** A partner application or a partner without properties, by its profilePartnerId. */
  partner: 'partner',
  /** A property's owners on property management, by property id. */
  property: 'property',
  /** A payout batch on the payout batches page, by batch id. */
  payoutBatch: 'batch',
} as const;
export type RecordKind = keyof typeof RecordParam;

const withRecord = (path: RoutePath, kind: RecordKind, id: string) =>
  `${path}?${new URLSearchParams({ [RecordParam[kind]]: id }).toString()}`;

export const recordLink = {
  /** Partners' own (walk-in) bookings live on partner bookings, guest bookings on transfer management. */
  booking: (bookingCode: string, walkIn: boolean) =>
    withRecord(walkIn ? RoutePath.partnerBookings : RoutePath.transferManagement, 'booking', bookingCode),
  user: (profileId: string) => withRecord(RoutePath.userManagement, 'user', profileId),
  partner: (profilePartnerId: string) => withRecord(RoutePath.partnerManagement, 'partner', profilePartnerId),
  property: (propertyId: string) => withRecord(RoutePath.propertyManagement, 'property', propertyId),
  payoutBatch: (batchId: string) => withRecord(RoutePath.payoutBatches, 'payoutBatch', batchId),
};
