import { useState } from 'react';
import {
  recordListStatus,
  useRecordInAddress,
  type RecordInAddress,
} from '../components/navigation/useRecordInAddress';
import type { Booking } from '../../contract';
import type { PaymentLookup } from '../services/paymentsApi';

/** A booking with the list that holds it: the payment details look it up there. */
export interface ListedBooking {
  booking: Booking;
  lookup: PaymentLookup;
}

/** A page's booking lists, by the lookup their payment details use. */
export type BookingLists = Partial<
  Record<PaymentLookup, { currentData?: readonly Booking[]; isError: boolean }>
>;

/**
 * Which booking's payment details or booking detail dialog is open; at most one of each. The
 * payment details are in the address (`?booking=CODE`), looked for in every list of the page.
 */
export function useBookingDialogs(lists: BookingLists): {
  payments: RecordInAddress<ListedBooking>;
  detailOf: Booking | null;
  openDetail: (booking: Booking) => void;
  closeDetail: () => void;
} {
  const payments = useRecordInAddress<ListedBooking>({
    kind: 'booking',
    find: (code) => {
      for (const lookup of Object.keys(lists) as PaymentLookup[]) {
        const booking = lists[lookup]?.currentData?.find((listed) => listed.bookingCode === code);
        if (booking) return { booking, lookup };
      }
      return undefined;
    },
    idOf: ({ booking }) => booking.bookingCode,
    status: recordListStatus(...Object.values(lists)),
  });
  const [detailOf, setDetailOf] = useState<Booking | null>(null);
  return {
    payments,
    detailOf,
    openDetail: setDetailOf,
    closeDetail: () => setDetailOf(null),
  };
}
