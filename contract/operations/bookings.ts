import { BookingPaths } from '../paths';
import {
  BookingSearchQuerySchema,
  List,
  PendingBookingSchema,
  TransferredBookingSchema,
  WalkInBookingSchema,
} from '../schemas';
import type { Operation, OperationLink } from './operation';

const tags = ['bookings'];
const PendingBookings = List(PendingBookingSchema);
const TransferredBookings = List(TransferredBookingSchema);
const WalkInBookings = List(WalkInBookingSchema);

/** The list's first booking leads to its payments (the lookup its tab uses) and its slip. */
const bookingListLinks = (paymentLookup: string): Record<number, Record<string, OperationLink>> => ({
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
});

/** A list's search: its keyword, booking code and status query. */
const bookingSearch = { tags, querystring: BookingSearchQuerySchema, failures: [400] } as const;

export const bookingOperations = {
  listPendingBookings: {
    method: 'GET',
    path: BookingPaths.nonAcceptedPayment,
    summary: 'Guest bookings paid by transfer whose partner is not paid yet, newest first (ours)',
    tags,
    answer: PendingBookings,
    links: bookingListLinks('getPaymentsWithPackagePrice'),
  },
  searchPendingBookings: {
    method: 'GET',
    path: BookingPaths.nonAcceptedPaymentSearch,
    summary:
      'Guest bookings paid by transfer whose partner is not paid yet, matching a keyword (guest name, e-mail or phone, property, type), a booking code and/or a status (ours)',
    ...bookingSearch,
    answer: PendingBookings,
  },
  listTransferredBookings: {
    method: 'GET',
    path: BookingPaths.acceptedPayment,
    summary: 'Guest bookings whose partner has been paid, newest first (ours)',
    tags,
    answer: TransferredBookings,
    links: bookingListLinks('getAllPayments'),
  },
  searchTransferredBookings: {
    method: 'GET',
    path: BookingPaths.acceptedPaymentSearch,
    summary:
      'Guest bookings whose partner has been paid, matching a keyword (guest name, e-mail or phone, property, type), a booking code and/or a status (ours)',
    ...bookingSearch,
    answer: TransferredBookings,
  },
  listWalkInBookings: {
    method: 'GET',
    path: BookingPaths.walkIn,
    summary: "Partners' own (walk-in) bookings, newest first (ours)",
    tags,
    answer: WalkInBookings,
    links: bookingListLinks('getWalkInPayments'),
  },
  searchWalkInBookings: {
    method: 'GET',
    path: BookingPaths.walkInSearch,
    summary:
      "Partners' own (walk-in) bookings, matching a keyword (guest name, e-mail or phone, property, type), a booking code and/or a status (ours)",
    ...bookingSearch,
    answer: WalkInBookings,
  },
} as const satisfies Record<string, Operation>;
