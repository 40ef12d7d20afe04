/** Payout batches' vocabulary (ours, proposed): where a batch stands, and why it went out of date. */

/** Where a payout batch stands. */
export const PAYOUT_BATCH_STATUSES = ['PREPARED', 'APPROVED', 'SENT_BACK', 'STALE', 'PAID'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** Why a batch no longer matches the marketplace: its approval would pay what was not approved. */
export const PAYOUT_STALE_REASONS = ['cancelled', 'paid', 'notReady', 'bankAccount', 'amount'] as const;
export type PayoutStaleReason = (typeof PAYOUT_STALE_REASONS)[number];
