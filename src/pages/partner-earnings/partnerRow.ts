import type { PartnerEarnings } from '../../payouts/payouts';

/** A row of the partners table: the partner's figures, their name, and their bookings for the drill-down. */
export interface PartnerRow extends Omit<PartnerEarnings, 'bookings'> {
  id: string;
  partnerName: string;
  earnings: PartnerEarnings;
}
