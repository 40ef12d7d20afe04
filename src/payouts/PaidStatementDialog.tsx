import { useMemo } from 'react';
import type { PaidMonth } from './payoutRun';
import { StatementDialog } from './StatementDialog';
import { usePartnerAccounts } from './usePartnerAccounts';

export interface PaidStatementDialogProps {
  /** The month and partner whose statement is shown; null: closed. */
  paid: PaidMonth | null;
  onClose: () => void;
}

/**
 * The statement of a partner already paid (from the earnings page and the partner's payouts): the
 * same statement the run prints, with the bookings paid that month, the partner's account read anew.
 */
export default function PaidStatementDialog({ paid, onClose }: PaidStatementDialogProps) {
  const partners = useMemo(() => (paid ? [paid.partner] : []), [paid]);
  const { accounts, isFetching } = usePartnerAccounts(partners);
  return (
    <StatementDialog
      partners={partners}
      accounts={accounts}
      accountsLoading={isFetching}
      month={paid?.month ?? ''}
      onClose={onClose}
    />
  );
}
