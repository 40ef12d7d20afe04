import { useMemo } from 'react';
import { useGetPartnerAccountsQuery } from '../services/paymentsApi';
import { payoutAccountOf, type AccountReading, type PayoutPartner } from './payoutRun';

/**
 * The bank accounts of the partners shown (the payout run's, a paid partner's statement), read from
 * the payment record of one of each partner's bookings, and keyed by partner: a partner read by an
 * earlier query (before a slip moved the bookings) keeps its account.
 */
export function usePartnerAccounts(partners: readonly PayoutPartner[]) {
  const accountArgs = useMemo(
    () =>
      partners
        .map((partner) => ({
          ownerProfileId: partner.id,
          // The same booking whichever list holds it now: a slip moving bookings asks nothing again.
          bookingId: partner.bookings.map(({ booking }) => booking.bookingId).sort()[0],
        }))
        .sort((a, b) => a.ownerProfileId.localeCompare(b.ownerProfileId)),
    [partners],
  );
  const query = useGetPartnerAccountsQuery(accountArgs, { skip: accountArgs.length === 0 });
  const accounts = useMemo(() => {
    const read: Record<string, AccountReading | undefined> = {};
    for (const [ownerProfileId, answer] of Object.entries(query.data ?? {}))
      read[ownerProfileId] = answer.read
        ? payoutAccountOf(answer.bank)
        : { account: null, problem: 'unread' };
    return read;
  }, [query.data]);
  return { accounts, isFetching: query.isFetching, isError: query.isError };
}
