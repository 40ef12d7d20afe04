import type { FastifyPluginAsync } from 'fastify';
import type { Booking, BookingSearchQuery, PaymentStatus } from '../../contract';
import type { Db } from '../db';
import { ok, okJson } from '../envelope';
import { route } from '../route';
import { chargesOf } from '../lib/money';
import { PaymentMethod, type BookingRow } from '../db/rows';
import { containsPattern, searchValue } from '../lib/text';

/** A booking with what its card and the partner-earnings page show: property, head owner, period 1. */
export type BookingListRow = BookingRow & {
  property_name: string | null;
  property_type_name: string | null;
  property_type_code: string | null;
  owner_profile_id: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  period1_amount: number | null;
  period1_status: PaymentStatus | null;
  period1_method: string | null;
  period1_slip: string | null;
  period1_transfer_slip: string | null;
};

export const SELECT_BOOKINGS = `
  SELECT b.*, pr.property_name, t.property_type_name, t.code AS property_type_code,
         o.profile_id AS owner_profile_id, o.first_name AS owner_first_name, o.last_name AS owner_last_name,
         p1.amount AS period1_amount, p1.status AS period1_status, p1.method AS period1_method,
         p1.slip_image_id AS period1_slip, p1.admin_transfer_slip_id AS period1_transfer_slip
    FROM bookings b
    JOIN property_types t ON t.property_type_id = b.property_type_id
    JOIN properties pr ON pr.property_id = t.property_id
    LEFT JOIN payments p1 ON p1.booking_id = b.booking_id AND p1.period = 1
    LEFT JOIN property_owners h ON h.property_id = pr.property_id AND h.is_head = 1
    LEFT JOIN profiles o ON o.profile_id = h.profile_id`;

const toBooking = (row: BookingListRow): Booking => ({
  bookingId: row.booking_id,
  bookingCode: row.booking_code,
  status: row.status,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  lineId: row.line_id,
  walkIn: row.walk_in === 1,
  propertyName: row.property_name,
  propertyTypeName: row.property_type_name,
  propertyTypeCode: row.property_type_code,
  packagePrice: row.package_price,
  totalPrice: row.total_price,
  earnestMoney: row.earnest_money,
  image: row.period1_slip,
  ownerProfileId: row.owner_profile_id,
  ownerFirstName: row.owner_first_name,
  ownerLastName: row.owner_last_name,
  ...chargesOf(row.total_price),
  period1Amount: row.period1_amount,
  period1Status: row.period1_status,
  transferred: row.period1_transfer_slip !== null,
  checkinDate: row.checkin_date,
  createDate: row.create_date,
});

type BookingList = 'pending' | 'transferred' | 'walkIn';

/**
 * Pending: guest bookings paid by bank transfer whose partner has not been paid yet (no admin
 * transfer slip on period 1). Transferred: the slip is there. Walk-in: partners' own bookings.
 */
const LIST_CONDITIONS: Record<BookingList, string> = {
  pending: `b.walk_in = 0 AND p1.method = '${PaymentMethod.transfer}' AND p1.admin_transfer_slip_id IS NULL`,
  transferred: 'b.walk_in = 0 AND p1.admin_transfer_slip_id IS NOT NULL',
  walkIn: 'b.walk_in = 1',
};

const pattern = (value: string | undefined) => {
  const text = searchValue(value);
  return text === undefined ? null : containsPattern(text);
};

/** A list, newest first. The keyword matches the guest's name, e-mail and phone and the property and type names. */
export function listBookings(db: Db, list: BookingList, search: BookingSearchQuery = {}): Booking[] {
  const rows = db
    .prepare(
      `${SELECT_BOOKINGS}
        WHERE ${LIST_CONDITIONS[list]}
          AND (@keyword IS NULL
               OR b.first_name LIKE @keyword ESCAPE '\\'
               OR b.last_name LIKE @keyword ESCAPE '\\'
               OR (coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')) LIKE @keyword ESCAPE '\\'
               OR b.email LIKE @keyword ESCAPE '\\'
               OR b.phone_number LIKE @keyword ESCAPE '\\'
               OR pr.property_name LIKE @keyword ESCAPE '\\'
               OR t.property_type_name LIKE @keyword ESCAPE '\\')
          AND (@code IS NULL OR b.booking_code LIKE @code ESCAPE '\\')
          AND (@status IS NULL OR p1.status = @status)
        ORDER BY b.create_date DESC, b.booking_id`,
    )
    .all({
      keyword: pattern(search.keyword),
      code: pattern(search.bookingCode),
      status: search.status ?? null,
    }) as BookingListRow[];
  return rows.map(toBooking);
}

/** Each list: its call and its search's in the contract (contract/operations/bookings.ts). */
const LISTS = [
  { list: 'pending', operationId: 'listPendingBookings', searchOperationId: 'searchPendingBookings' },
  {
    list: 'transferred',
    operationId: 'listTransferredBookings',
    searchOperationId: 'searchTransferredBookings',
  },
  { list: 'walkIn', operationId: 'listWalkInBookings', searchOperationId: 'searchWalkInBookings' },
] as const;

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  for (const { list, operationId, searchOperationId } of LISTS) {
    route(app, operationId, async (request, reply) =>
      okJson(
        request,
        reply,
        app.cachedJson(request, `bookings:${list}`, () => listBookings(app.db, list, {})),
      ),
    );
    route(app, searchOperationId, async (request, reply) =>
      ok(request, reply, listBookings(app.db, list, request.query)),
    );
  }
};
