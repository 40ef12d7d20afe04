/**
 * The bookings and payouts capability, shared by transfer management, partner bookings and partner
 * earnings: booking cards, filters and search, these payment details, the slip upload (validation,
 * compression) and the payout rules (payouts.ts). This dialog is where they meet.
 */
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AuditTimeline } from '../audit/AuditTimeline';
import { useAppSelector } from '../slices/hooks';
import { formatBaht, formatNumber, formatPhone, formatText, formatThaiLongDate } from '../lib/format';
import { paymentOfPeriod, transferCalculationOf } from '../payouts/payouts';
import type { Booking, PaymentRecord } from '../../contract';
import {
  transferSlipUploadKey,
  useGetPaymentRecordQuery,
  useUploadTransferSlipMutation,
  type PaymentLookup,
} from '../services/paymentsApi';
import { selectLanguage } from '../slices/themeSlice';
import { recordLink } from '../lib/recordLinks';
import { CopyLinkButton } from '../components/dialogs/CopyLinkButton';
import { DetailsDialog } from '../components/dialogs/DetailsDialog';
import { DialogLoading } from '../components/feedback/DialogLoading';
import { EmptyState } from '../components/feedback/EmptyState';
import { DetailList } from './DetailList';
import { fullNameOf } from '../lib/names';
import { CopyableText } from '../components/display/CopyableText';
import { PaymentPeriodCard } from './PaymentPeriodCard';
import { StatusChip } from './StatusChip';
import { bookingBadgeOf } from './statusLabels';
import { TransferSection } from './TransferSection';

/** Spec section 9: the slip dialog closes this long after a successful upload. */
export const CLOSE_AFTER_UPLOAD_MS = 500;

export interface PaymentDetailsDialogProps {
  /** The booking whose payments show; null when closed. */
  booking: Booking | null;
  lookup: PaymentLookup;
  onClose: () => void;
  /** A transfer slip was stored for the booking shown. */
  onPaid?: (booking: Booking) => void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`payment-section-${id}`} data-testid={`payment-section-${id}`}>
      <Typography
        id={`payment-section-${id}`}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The payment details (spec section 2): booking, prices, fees, both periods, the owner and the transfer. */
export function PaymentDetailsDialog({ booking, lookup, onClose, onPaid }: PaymentDetailsDialogProps) {
  const { t } = useTranslation(['payments', 'status']);
  const open = booking !== null;
  // The last booking and record stay while the dialog fades out, so it does not flash empty; the
  // lookup is only subscribed while the dialog is open.
  const [shown, setShown] = useState({ booking, lookup });
  if (booking && (booking !== shown.booking || lookup !== shown.lookup)) setShown({ booking, lookup });
  const bookingId = typeof shown.booking?.bookingId === 'string' ? shown.booking.bookingId : null;
  const { currentData, isFetching, isError, refetch } = useGetPaymentRecordQuery(
    { lookup: shown.lookup, bookingId: bookingId ?? '' },
    { skip: !open || !bookingId, refetchOnMountOrArgChange: true },
  );
  // A failure clears the details (spec section 8): stale data is never shown as current.
  const liveRecord = isError ? null : (currentData ?? null);
  const [keptRecord, setKeptRecord] = useState(liveRecord);
  if (open && liveRecord !== keptRecord) setKeptRecord(liveRecord);
  const record = open ? liveRecord : keptRecord;
  // Answered, with no usable record: the empty state; otherwise, without a record, still loading.
  const settled = !isFetching && (isError || currentData !== undefined);
  // The upload box sends the slip; its state is shared under the booking's key. Read here too:
  // while a slip uploads the dialog cannot be dismissed, so the admin sees whether it was stored
  // (a close would not stop the request, only hide its outcome).
  const [, { isLoading: uploading, isSuccess: uploaded, reset: resetUpload }] = useUploadTransferSlipMutation(
    { fixedCacheKey: transferSlipUploadKey(bookingId ?? '') },
  );
  // The shared state outlives the components: a booking's outcome is forgotten when the dialog
  // closes, moves to another booking or goes away, so it is never shown again when it next opens.
  useEffect(() => resetUpload, [resetUpload]);

  const close = () => {
    resetUpload();
    onClose();
  };
  // Once the success shows (in the transfer section), the dialog closes this long after; closed
  // sooner by hand, or gone, it is not closed again.
  const closeAfterUpload = useEffectEvent(close);
  useEffect(() => {
    if (!uploaded) return;
    const timer = setTimeout(closeAfterUpload, CLOSE_AFTER_UPLOAD_MS);
    return () => clearTimeout(timer);
  }, [uploaded]);
  const onUploaded = () => {
    if (shown.booking) onPaid?.(shown.booking);
  };

  const code = formatText(record?.bookingDetails.bookingCode ?? shown.booking?.bookingCode);
  // The list's code and list: what the linked page finds the booking by.
  const listedCode = shown.booking?.bookingCode;
  const link =
    typeof listedCode === 'string' && listedCode.trim() !== ''
      ? recordLink.booking(listedCode, shown.lookup === 'walkIn')
      : null;

  return (
    <DetailsDialog
      open={open}
      onClose={close}
      closeDisabled={uploading}
      maxWidth="md"
      fullScreenBelow="sm"
      title={t('payments:dialog.title', { code })}
      actions={link && <CopyLinkButton link={link} />}
    >
      {!record && !settled ? (
        <DialogLoading />
      ) : !record ? (
        <EmptyState
          title={t('payments:dialog.empty')}
          description={isError ? t('payments:dialog.loadFailed') : undefined}
          action={
            isError ? (
              <Button variant="contained" onClick={() => void refetch()}>
                {t('common.tryAgain')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <PaymentRecordView
          bookingId={bookingId ?? ''}
          record={record}
          lookup={shown.lookup}
          onUploaded={onUploaded}
        />
      )}
    </DetailsDialog>
  );
}

interface PaymentRecordViewProps {
  bookingId: string;
  record: PaymentRecord;
  lookup: PaymentLookup;
  onUploaded: () => void;
}

function PaymentRecordView({ bookingId, record, lookup, onUploaded }: PaymentRecordViewProps) {
  const { t } = useTranslation(['payments', 'status']);
  const language = useAppSelector(selectLanguage);
  const details = record.bookingDetails;
  const calculation = transferCalculationOf(record);
  const owner = record.propertyOwner;
  const bank = owner?.partnerBank ?? null;
  const money = (value: unknown) => formatBaht(value, language);
  const percent = (value: number) => formatNumber(value, language);
  const bookingBadge = bookingBadgeOf(details.bookingStatus);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Section id="booking" title={t('payments:booking.title')}>
        <DetailList
          columns={2}
          items={[
            {
              id: 'bookingCode',
              label: t('payments:booking.code'),
              value: <CopyableText value={details.bookingCode} label={t('payments:booking.code')} />,
            },
            {
              id: 'customer',
              label: t('payments:booking.customer'),
              value: fullNameOf(details.firstName, details.lastName),
            },
            {
              id: 'checkin',
              label: t('payments:booking.checkin'),
              value: formatThaiLongDate(details.checkinDate, language),
            },
            {
              id: 'checkout',
              label: t('payments:booking.checkout'),
              value: formatThaiLongDate(details.checkoutDate, language),
            },
            { id: 'phone', label: t('payments:booking.phone'), value: formatPhone(details.phoneNumber) },
            { id: 'email', label: t('payments:booking.email'), value: formatText(details.email) },
            {
              id: 'bookingStatus',
              label: t('payments:booking.status'),
              value: bookingBadge ? <StatusChip badge={bookingBadge} testId="payment-booking-status" /> : '-',
            },
          ]}
        />
      </Section>

      <Divider />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Section id="price" title={t('payments:price.title')}>
          <DetailList
            items={[
              {
                id: 'packagePrice',
                label: t('payments:price.package'),
                value: money(calculation.packagePrice),
                numeric: true,
              },
              {
                id: 'extraBedPrice',
                label: t('payments:price.extraBed'),
                value: money(calculation.extraBedPrice),
                numeric: true,
              },
              {
                id: 'totalPrice',
                label: t('payments:price.total'),
                value: money(calculation.totalPrice),
                numeric: true,
                strong: true,
              },
            ]}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
            {t('payments:price.formula')}
          </Typography>
        </Section>
        <Section id="fees" title={t('payments:fees.title')}>
          <DetailList
            items={[
              {
                id: 'commission',
                label: t('payments:fees.commission', { percent: percent(calculation.commissionPercent) }),
                value: money(calculation.commissionAmount),
                numeric: true,
              },
              {
                id: 'fee',
                label: t('payments:fees.fee', { percent: percent(calculation.feePercent) }),
                value: money(calculation.feeAmount),
                numeric: true,
              },
              {
                id: 'totalFees',
                label: t('payments:fees.total'),
                value: money(calculation.totalFees),
                numeric: true,
                strong: true,
              },
            ]}
          />
        </Section>
      </Box>

      <Divider />
      <Section id="periods" title={t('payments:period.sectionTitle')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {([1, 2] as const).map((period) => (
            <PaymentPeriodCard
              key={period}
              period={period}
              payment={paymentOfPeriod(record.paymentDetails, period)}
              bookingStatus={details.bookingStatus}
            />
          ))}
        </Box>
      </Section>

      <Divider />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Section id="owner" title={t('payments:owner.title')}>
          {owner ? (
            <DetailList
              items={[
                {
                  id: 'ownerName',
                  label: t('payments:owner.name'),
                  value: fullNameOf(owner.firstName, owner.lastName),
                },
                { id: 'ownerEmail', label: t('payments:owner.email'), value: formatText(owner.email) },
                { id: 'ownerPhone', label: t('payments:owner.phone'), value: formatText(owner.phone) },
                { id: 'bankName', label: t('payments:owner.bankName'), value: formatText(bank?.bankName) },
                {
                  id: 'accountNumber',
                  label: t('payments:owner.accountNumber'),
                  value: (
                    <CopyableText value={bank?.accountNumber} label={t('payments:owner.accountNumber')} />
                  ),
                  numeric: true,
                },
                {
                  id: 'accountName',
                  label: t('payments:owner.accountName'),
                  value: formatText(bank?.accountName),
                },
                {
                  id: 'branchName',
                  label: t('payments:owner.branchName'),
                  value: formatText(bank?.branchName),
                },
              ]}
            />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('payments:owner.none')}
            </Typography>
          )}
        </Section>
        <Section id="transfer" title={t('payments:transfer.title')}>
          {lookup === 'walkIn' ? (
            <Alert severity="info" data-testid="walk-in-note">
              {t('payments:transfer.walkIn')}
            </Alert>
          ) : (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <TransferSection
                bookingId={bookingId}
                record={record}
                calculation={calculation}
                onUploaded={onUploaded}
              />
            </Paper>
          )}
        </Section>
      </Box>

      <Divider />
      <AuditTimeline targetId={bookingId} />
    </Box>
  );
}
