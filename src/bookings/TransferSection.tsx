import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import { useAppSelector } from '../slices/hooks';
import { formatBaht, formatNumber } from '../lib/format';
import { transferReadinessOf, type TransferCalculation } from '../payouts/payouts';
import type { PaymentRecord } from '../../contract';
import { transferSlipUploadKey, useUploadTransferSlipMutation } from '../services/paymentsApi';
import { selectLanguage } from '../slices/themeSlice';
import { SlipImage } from './SlipImage';
import { TransferSlipUpload } from '../payouts/TransferSlipUpload';

export interface TransferSectionProps {
  bookingId: string;
  record: PaymentRecord;
  calculation: TransferCalculation;
  /** Called once the slip is stored. */
  onUploaded: () => void;
}

/**
 * What the partner is paid, as a calculation an accountant can follow line by line
 * (period 1 amount − commission − fee = transfer amount), then the slip: the one sent, the upload
 * box, or why the partner cannot be paid yet (the same cases the API refuses). A cancelled booking
 * shows no amount to pay at all: it says plainly that the booking is not paid out.
 */
export function TransferSection({ bookingId, record, calculation, onUploaded }: TransferSectionProps) {
  const { t } = useTranslation(['payments', 'status']);
  const language = useAppSelector(selectLanguage);
  // The upload has just succeeded (the dialog forgets it when it closes): its message shows above the slip.
  const [, { isSuccess: justUploaded }] = useUploadTransferSlipMutation({
    fixedCacheKey: transferSlipUploadKey(bookingId),
  });
  const readiness = transferReadinessOf(record);
  const money = (value: number) => formatBaht(value, language);
  const percent = (value: number) => formatNumber(value, language);
  const flagged = calculation.transferAmount <= 0;
  // Green only for an amount that is (or was) really paid; one that cannot be paid yet stays plain.
  const payable = readiness.kind === 'ready' || readiness.kind === 'transferred';

  if (readiness.kind === 'cancelled') {
    return (
      <Alert severity="info" data-testid="transfer-cancelled">
        <AlertTitle>{t('payments:transfer.cancelledTitle')}</AlertTitle>
        {t('payments:transfer.cancelled')}
      </Alert>
    );
  }
  const lines = [
    {
      id: 'period1',
      sign: '',
      label: t('payments:transfer.period1Amount'),
      value: calculation.period1Amount,
    },
    {
      id: 'commission',
      sign: '−',
      label: t('payments:transfer.commission', { percent: percent(calculation.commissionPercent) }),
      value: calculation.commissionAmount,
    },
    {
      id: 'fee',
      sign: '−',
      label: t('payments:transfer.fee', { percent: percent(calculation.feePercent) }),
      value: calculation.feeAmount,
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="table"
        aria-label={t('payments:transfer.calculation')}
        data-testid="transfer-calculation"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontVariantNumeric: 'tabular-nums',
          '& th, & td': { py: 0.75, px: 0.5, typography: 'body2', textAlign: 'left' },
          '& td:last-of-type': { textAlign: 'right', whiteSpace: 'nowrap' },
          '& .sign': { width: '1.5em', color: 'text.secondary', textAlign: 'center' },
        }}
      >
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="sign" aria-hidden>
                {line.sign}
              </td>
              <th scope="row" style={{ fontWeight: 400 }}>
                {line.label}
              </th>
              <td data-testid={`transfer-${line.id}`}>{money(line.value)}</td>
            </tr>
          ))}
          <Box component="tr" sx={{ borderTop: 2, borderColor: 'text.primary' }}>
            <td className="sign" aria-hidden>
              =
            </td>
            <th scope="row">{t('payments:transfer.amount')}</th>
            <Box
              component="td"
              data-testid="transfer-amount"
              data-amount={calculation.transferAmount}
              sx={{
                fontWeight: 700,
                fontSize: '1.15rem !important',
                color: flagged ? 'error.main' : payable ? 'success.main' : 'text.primary',
              }}
            >
              {money(calculation.transferAmount)}
            </Box>
          </Box>
        </tbody>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('payments:transfer.formula', {
          period1: money(calculation.period1Amount),
          fees: money(calculation.totalFees),
          amount: money(calculation.transferAmount),
        })}
      </Typography>

      {flagged && readiness.kind !== 'transferred' && (
        <Alert severity="warning" data-testid="transfer-flag">
          {t(calculation.transferAmount < 0 ? 'payments:transfer.negative' : 'payments:transfer.zero', {
            amount: money(calculation.transferAmount),
          })}
        </Alert>
      )}
      {readiness.kind === 'ready' && !record.propertyOwner?.partnerBank && (
        <Alert severity="warning">{t('payments:transfer.noBank')}</Alert>
      )}

      <Typography variant="subtitle2" component="h4">
        {t('payments:transfer.slipTitle')}
      </Typography>
      {justUploaded && (
        <Alert severity="success" role="status" data-testid="slip-uploaded">
          {t('payments:upload.success')}
        </Alert>
      )}
      {readiness.kind === 'transferred' && (
        <>
          <SlipImage
            imageId={readiness.slipImageId}
            alt={t('payments:transfer.slipAlt')}
            testId="transfer-slip-image"
          />
        </>
      )}
      {readiness.kind === 'ready' && !justUploaded && (
        <TransferSlipUpload
          bookingId={bookingId}
          paymentId={readiness.paymentId}
          transferAmount={calculation.transferAmount}
          onUploaded={onUploaded}
        />
      )}
      {(readiness.kind === 'noDeposit' || readiness.kind === 'depositNotReceived') && (
        <>
          <Alert severity="info" id="transfer-not-ready" data-testid="transfer-not-ready">
            {readiness.kind === 'noDeposit'
              ? t('payments:transfer.noDeposit')
              : t('payments:transfer.depositNotReceived', {
                  status: readiness.status
                    ? t(`status:payment.${readiness.status}`, { defaultValue: readiness.status })
                    : '-',
                })}
          </Alert>
          <Button
            variant="contained"
            size="large"
            disabled
            aria-describedby="transfer-not-ready"
            startIcon={<CloudUploadRounded aria-hidden />}
          >
            {t('payments:upload.send', { amount: money(calculation.transferAmount) })}
          </Button>
        </>
      )}
    </Box>
  );
}
