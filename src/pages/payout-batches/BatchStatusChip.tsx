import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { isKnownBatchStatus } from '../../payouts/payoutBatchesApi';
import type { PayoutBatchStatus } from '../../../contract';

const COLORS: Record<PayoutBatchStatus, ChipProps['color']> = {
  PREPARED: 'warning',
  APPROVED: 'info',
  SENT_BACK: 'default',
  STALE: 'error',
  PAID: 'success',
};

/** Where a batch stands, in words and colour; a status a later API adds is named as unknown. */
export function BatchStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('payoutBatches');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isKnownBatchStatus(status) ? COLORS[status] : 'default'}
      label={
        isKnownBatchStatus(status)
          ? t(`payoutBatches:status.${status}`)
          : t('payoutBatches:status.unknown', { status })
      }
    />
  );
}
