import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BookingPaths, type Booking, type BookingSearchQuery, type PaymentStatus } from '../../contract';
import {
  answers,
  BookingSearchQuerySchema,
  PendingBookingSchema,
  TransferredBookingSchema,
  WalkInBookingSchema,
} from '../../contract/schemas';
import type { Db } from '../db';
import { ok, okJson } from '../envelope';
import { chargesOf } from './money';
import { PaymentMethod, type BookingRow } from './rows';
import { containsPattern, searchValue } from './text';

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
function listBookings(db: Db, list: BookingList, search: BookingSearchQuery): Booking[] {
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

const tags = ['bookings'];

/** Each list: its paths, its name in the contract and the payment lookup its tab uses (payments.ts). */
const LISTS = [
  {
    list: 'pending',
    path: BookingPaths.nonAcceptedPayment,
    searchPath: BookingPaths.nonAcceptedPaymentSearch,
    name: 'PendingBookings',
    summary: 'Guest bookings paid by transfer whose partner is not paid yet',
    paymentLookup: 'getPaymentsWithPackagePrice',
    booking: PendingBookingSchema,
  },
  {
    list: 'transferred',
    path: BookingPaths.acceptedPayment,
    searchPath: BookingPaths.acceptedPaymentSearch,
    name: 'TransferredBookings',
    summary: 'Guest bookings whose partner has been paid',
    paymentLookup: 'getAllPayments',
    booking: TransferredBookingSchema,
  },
  {
    list: 'walkIn',
    path: BookingPaths.walkIn,
    searchPath: BookingPaths.walkInSearch,
    name: 'WalkInBookings',
    summary: "Partners' own (walk-in) bookings",
    paymentLookup: 'getWalkInPayments',
    booking: WalkInBookingSchema,
  },
] as const;

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { list, path, searchPath, name, summary, paymentLookup, booking } of LISTS) {
    const Bookings = Type.Array(booking);
    app.get(
      path,
      {
        schema: {
          operationId: `list${name}`,
          summary: `${summary}, newest first (ours)`,
          tags,
          response: answers(Bookings),
        },
        // The list's first booking leads to its payments and its slip.
        links: {
          200: {
            [paymentLookup]: {
              operationId: paymentLookup,
              parameters: { 'query.bookingId': '$response.body#/data/0/bookingId' },
            },
            getPaymentImage: {
              operationId: 'getPaymentImage',
              parameters: { id: '$response.body#/data/0/image' },
            },
          },
        },
      },
      async (request, reply) =>
        okJson(
          request,
          reply,
          app.cachedJson(request, `bookings:${list}`, () => listBookings(app.db, list, {})),
        ),
    );
    app.get(
      searchPath,
      {
        schema: {
          operationId: `search${name}`,
          summary: `${summary}, matching a keyword (guest name, e-mail or phone, property, type), a booking code and/or a status (ours)`,
          tags,
          querystring: BookingSearchQuerySchema,
          response: answers(Bookings, [400]),
        },
      },
      async (request, reply) => ok(request, reply, listBookings(app.db, list, request.query)),
    );
  }
};
