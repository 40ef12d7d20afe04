import { useState } from 'react';
import type { Booking } from '../services/contract';

/** Which booking's payment details or booking detail dialog is open; at most one of each. */
export function useBookingDialogs() {
  const [paymentsOf, setPaymentsOf] = useState<Booking | null>(null);
  const [detailOf, setDetailOf] = useState<Booking | null>(null);
  return {
    paymentsOf,
    detailOf,
    openPayments: setPaymentsOf,
    openDetail: setDetailOf,
    closePayments: () => setPaymentsOf(null),
    closeDetail: () => setDetailOf(null),
  };
}
