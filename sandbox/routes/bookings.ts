import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BookingPaths,
  SearchLimits,
  type Booking,
  type BookingStatusFilter,
  type PaymentStatus,
} from '../../src/services/contract';
import type { Db } from '../db';
import { invalid, ok, okJson } from '../envelope';
import { containsPattern, queryText } from './input';
import { chargesOf } from './money';
import { PaymentMethod, type BookingRow } from './rows';

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

const STATUS_FILTERS: readonly BookingStatusFilter[] = ['PENDING', 'ACCEPT'];

interface BookingSearch {
  keyword?: string;
  bookingCode?: string;
  status?: BookingStatusFilter;
}

function searchOf(request: FastifyRequest): BookingSearch {
  const status = queryText(request, 'status');
  if (status !== undefined && !(STATUS_FILTERS as readonly string[]).includes(status))
    throw invalid('status');
  return {
    keyword: queryText(request, 'keyword', SearchLimits.keyword),
    bookingCode: queryText(request, 'bookingCode', SearchLimits.bookingCode),
    status: status as BookingStatusFilter | undefined,
  };
}

/** A list, newest first. The keyword matches the guest's name and e-mail and the property and type names. */
function listBookings(db: Db, list: BookingList, search: BookingSearch): Booking[] {
  const rows = db
    .prepare(
      `${SELECT_BOOKINGS}
        WHERE ${LIST_CONDITIONS[list]}
          AND (@keyword IS NULL
               OR b.first_name LIKE @keyword ESCAPE '\\'
               OR b.last_name LIKE @keyword ESCAPE '\\'
               OR (coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')) LIKE @keyword ESCAPE '\\'
               OR b.email LIKE @keyword ESCAPE '\\'
               OR pr.property_name LIKE @keyword ESCAPE '\\'
               OR t.property_type_name LIKE @keyword ESCAPE '\\')
          AND (@code IS NULL OR b.booking_code LIKE @code ESCAPE '\\')
          AND (@status IS NULL OR p1.status = @status)
        ORDER BY b.create_date DESC, b.booking_id`,
    )
    .all({
      keyword: search.keyword === undefined ? null : containsPattern(search.keyword),
      code: search.bookingCode === undefined ? null : containsPattern(search.bookingCode),
      status: search.status ?? null,
    }) as BookingListRow[];
  return rows.map(toBooking);
}

export async function registerBookingRoutes(app: FastifyInstance): Promise<void> {
  const routes: [string, string, BookingList][] = [
    [BookingPaths.nonAcceptedPayment, BookingPaths.nonAcceptedPaymentSearch, 'pending'],
    [BookingPaths.acceptedPayment, BookingPaths.acceptedPaymentSearch, 'transferred'],
    [BookingPaths.walkIn, BookingPaths.walkInSearch, 'walkIn'],
  ];
  for (const [path, searchPath, list] of routes) {
    app.get(path, async (request, reply) =>
      okJson(
        request,
        reply,
        app.cachedJson(`bookings:${list}`, () => listBookings(app.db, list, {})),
      ),
    );
    app.get(searchPath, async (request, reply) =>
      ok(request, reply, listBookings(app.db, list, searchOf(request))),
    );
  }
}
