import { Type } from 'typebox';
import { AnswerLimits, BatchLimits } from '../limits';
import { PAYOUT_BATCH_STATUSES, PAYOUT_STALE_REASONS } from '../payoutBatches';
import { Count, Id, Instant, Money, Nullable, Strict, Text, Words } from './fields';

const Admin = Type.Object(
  { id: Nullable(Id()), name: Nullable(Words()) },
  { ...Strict, description: 'An administrator, named as they were then.' },
);

const BankAccount = Type.Object(
  {
    bankName: Nullable(Words()),
    accountNumber: Nullable(Words()),
    accountName: Nullable(Words()),
  },
  { ...Strict, description: "The partner's bank account as it was when the batch was prepared." },
);

/** One booking of a batch: what it pays, frozen when the batch was prepared. */
export const PayoutBatchLineSchema = Type.Object(
  {
    paymentId: Id('The period 1 payment it pays.'),
    bookingId: Id(),
    bookingCode: Nullable(Words()),
    ownerProfileId: Id('The partner paid: the booking\u2019s head owner.'),
    ownerFirstName: Nullable(Words()),
    ownerLastName: Nullable(Words()),
    bankAccount: Nullable(BankAccount),
    period1Amount: Money('The deposit the guest paid.'),
    commissionAmount: Money(),
    feeAmount: Money(),
    transferAmount: Money('What the partner is paid for it: period 1 amount less commission and fee.'),
    slipImageId: Nullable(Id('The slip that paid it from this batch, once paid.')),
    staleReasons: Type.Array(Type.Enum([...PAYOUT_STALE_REASONS]), {
      maxItems: PAYOUT_STALE_REASONS.length,
      uniqueItems: true,
      description: 'What changed since the batch was prepared (empty: nothing), while it is not yet paid.',
    }),
  },
  { $id: 'PayoutBatchLine', ...Strict },
);

const batchFields = {
  batchId: Id(),
  status: Type.Enum([...PAYOUT_BATCH_STATUSES]),
  total: Money('What the batch pays in all, summed to the satang.'),
  partners: Count('The partners it pays.'),
  bookings: Count('The bookings it pays.'),
  preparedBy: Admin,
  preparedAt: Instant(),
  approvalNeeded: Type.Boolean({
    description: 'False when the total is under the approval threshold: no second admin needed.',
  }),
  decidedBy: Nullable(Admin),
  decidedAt: Nullable(Instant('When it was approved or sent back.')),
  reason: Nullable(Words('Why it was sent back, or what made it stale.')),
  bookingIds: Type.Array(Id(), {
    maxItems: BatchLimits.batchPayments,
    description: 'The bookings it pays: a run shows which of its bookings wait in a batch.',
  }),
};

/** A payout batch in a list: its figures without its lines. */
export const PayoutBatchSummarySchema = Type.Object(batchFields, { $id: 'PayoutBatchSummary', ...Strict });

/** A payout batch (ours, proposed): the exact bookings, partners and amounts an approval is for. */
export const PayoutBatchSchema = Type.Object(
  {
    ...batchFields,
    lines: Type.Array(PayoutBatchLineSchema, { maxItems: BatchLimits.batchPayments }),
  },
  { $id: 'PayoutBatch', ...Strict },
);

export const PayoutBatchListSchema = Type.Array(PayoutBatchSummarySchema, {
  maxItems: BatchLimits.batchesListed,
});

export const PayoutBatchListQuerySchema = Type.Object(
  { status: Type.Optional(Type.Enum([...PAYOUT_BATCH_STATUSES])) },
  Strict,
);

export const PreparePayoutBatchRequestSchema = Type.Object(
  {
    bookingIds: Type.Array(Type.String({ minLength: 1, maxLength: AnswerLimits.id }), {
      minItems: 1,
      maxItems: BatchLimits.batchPayments,
      uniqueItems: true,
      description: 'Guest bookings whose period 1 payment is owed to the partner and in no other open batch.',
    }),
  },
  { $id: 'PreparePayoutBatchRequest', ...Strict },
);

export const SendBackPayoutBatchRequestSchema = Type.Object(
  { reason: Text(BatchLimits.reason, 'Why, for the admin who prepared it.') },
  { $id: 'SendBackPayoutBatchRequest', ...Strict },
);

/** The slip of one partner of an approved batch: multipart, the image in `file`. */
export const PayoutBatchSlipQuerySchema = Type.Object({ ownerProfileId: Text(100) }, Strict);

/** The payout settings (ours, proposed). */
export const PayoutSettingsSchema = Type.Object(
  {
    approvalThreshold: Nullable(
      Money('A batch whose total is under this needs no second admin; null: every batch needs one.'),
    ),
  },
  { $id: 'PayoutSettings', ...Strict },
);
