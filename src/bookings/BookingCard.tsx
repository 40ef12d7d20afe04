import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { ClampedText } from '../components/display/ClampedText';
import { useAppSelector } from '../slices/hooks';
import { formatBaht, formatText } from '../lib/format';
import type { Booking } from '../../contract';
import { selectLanguage } from '../slices/themeSlice';
import { DetailList } from './DetailList';
import { fullNameOf } from '../lib/names';
import { StatusChip } from './StatusChip';
import { bookingBadgeOf } from './statusLabels';

export interface BookingCardProps {
  booking: Booking;
  /** Opens the payment-details dialog. */
  onViewDetails: (booking: Booking) => void;
  /** Opens the booking detail (slip) dialog. */
  onViewBooking: (booking: Booking) => void;
}

/** One booking in a list (spec section 2): who, where, the three prices, and its actions. */
export function BookingCard({ booking, onViewDetails, onViewBooking }: BookingCardProps) {
  const { t } = useTranslation(['bookings', 'payments', 'status']);
  const language = useAppSelector(selectLanguage);
  const code = formatText(booking.bookingCode);
  const headingId = `booking-card-${booking.bookingId}`;
  const place = [booking.propertyName, booking.propertyTypeName].map(formatText).join(' · ');

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="booking-card"
      data-booking-id={booking.bookingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          >
            {code}
          </Typography>
          <StatusChip badge={bookingBadgeOf(booking.status)} testId="booking-status" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {/* Two lines at most, so a very long project name cannot stretch the row; the whole name on hover. */}
          <ClampedText variant="body2" text={place} sx={{ fontWeight: 600 }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('bookings:card.propertyTypeCode', { code: formatText(booking.propertyTypeCode) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', minWidth: 0 }}>
          <PersonOutlineRounded fontSize="small" titleAccess={t('bookings:card.customer')} />
          <Typography variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {fullNameOf(booking.firstName, booking.lastName)}
          </Typography>
        </Box>
        <Divider />
        <DetailList
          items={[
            {
              id: 'packagePrice',
              label: t('bookings:card.packagePrice'),
              value: formatBaht(booking.packagePrice, language),
              numeric: true,
            },
            {
              id: 'totalPrice',
              label: t('bookings:card.totalPrice'),
              value: formatBaht(booking.totalPrice, language),
              numeric: true,
            },
            {
              id: 'earnestMoney',
              label: t('bookings:card.earnestMoney'),
              value: formatBaht(booking.earnestMoney, language),
              numeric: true,
              strong: true,
            },
          ]}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        <Button
          variant="contained"
          fullWidth
          onClick={() => onViewDetails(booking)}
          data-payment-details
          aria-label={t('bookings:card.viewDetailsOf', { code })}
        >
          {t('bookings:card.viewDetails')}
        </Button>
        <Tooltip title={t('bookings:card.bookingInfo')}>
          <IconButton
            onClick={() => onViewBooking(booking)}
            aria-label={t('bookings:card.bookingInfoOf', { code })}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <ReceiptLongRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
