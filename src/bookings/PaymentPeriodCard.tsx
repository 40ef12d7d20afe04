import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../slices/hooks';
import { formatBaht, formatDateTime, formatText } from '../lib/format';
import type { PaymentDetail } from '../../contract';
import { selectLanguage } from '../slices/themeSlice';
import { DetailList } from './DetailList';
import { SlipImage } from './SlipImage';
import { StatusChip } from './StatusChip';
import { paymentBadgeOf } from './statusLabels';

const KNOWN_METHODS = ['TRANSFER', 'CASH', 'CREDIT_CARD'];

export interface PaymentPeriodCardProps {
  period: 1 | 2;
  payment: PaymentDetail | null;
  bookingStatus: unknown;
}

/** One period's payment: status, amount, method, dates and the guest's slip. */
export function PaymentPeriodCard({ period, payment, bookingStatus }: PaymentPeriodCardProps) {
  const { t } = useTranslation(['payments', 'status']);
  const language = useAppSelector(selectLanguage);
  const headingId = `payment-period-${period}`;
  const method = payment?.method;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={`payment-period-${period}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {t(`payments:period.title${period}`)}
        </Typography>
        <StatusChip
          badge={paymentBadgeOf(period, payment?.status, bookingStatus)}
          testId={`period-${period}-status`}
        />
      </Box>
      {payment ? (
        <>
          <DetailList
            items={[
              {
                id: `period${period}-amount`,
                label: t('payments:period.amount'),
                value: formatBaht(payment.amount, language),
                numeric: true,
                strong: true,
              },
              {
                id: `period${period}-method`,
                label: t('payments:period.method'),
                value:
                  typeof method === 'string' && KNOWN_METHODS.includes(method)
                    ? t(`payments:method.${method}`)
                    : formatText(method),
              },
              {
                id: `period${period}-created`,
                label: t('payments:period.createDate'),
                value: formatDateTime(payment.createDate, language),
              },
              {
                id: `period${period}-updated`,
                label: t('payments:period.updateDate'),
                value: formatDateTime(payment.updateDate, language),
              },
            ]}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payments:period.customerSlip')}
          </Typography>
          <SlipImage
            imageId={payment.slipImage}
            alt={t('payments:period.customerSlipAlt', { period })}
            maxHeight="16rem"
          />
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('payments:period.none')}
        </Typography>
      )}
    </Paper>
  );
}
