import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useAppSelector } from '../slices/hooks';
import { DetailsDialog, useShownWhileClosing } from '../components/dialogs/DetailsDialog';
import { formatBaht, formatText } from '../lib/format';
import type { Booking } from '../../contract';
import { selectLanguage } from '../slices/themeSlice';
import { DetailList } from './DetailList';
import { fullNameOf } from '../lib/names';
import { SlipImage } from './SlipImage';
import { StatusChip } from './StatusChip';
import { bookingBadgeOf } from './statusLabels';

export interface BookingDetailDialogProps {
  /** The booking shown; null when closed. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * The booking detail (slip) dialog (spec section 2): what the list already knows about a booking,
 * with the guest's slip (at most 24rem high, a placeholder when it fails to load).
 */
export function BookingDetailDialog({ booking, onClose }: BookingDetailDialogProps) {
  const { t } = useTranslation(['bookings', 'payments', 'status']);
  const language = useAppSelector(selectLanguage);
  const shown = useShownWhileClosing(booking);
  const badge = bookingBadgeOf(shown?.status);

  return (
    <DetailsDialog
      open={booking !== null}
      onClose={onClose}
      title={t('bookings:detail.title', { code: formatText(shown?.bookingCode) })}
    >
      {shown && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DetailList
            items={[
              {
                id: 'packagePrice',
                label: t('bookings:card.packagePrice'),
                value: formatBaht(shown.packagePrice, language),
                numeric: true,
              },
              {
                id: 'totalPrice',
                label: t('bookings:card.totalPrice'),
                value: formatBaht(shown.totalPrice, language),
                numeric: true,
              },
              {
                id: 'earnestMoney',
                label: t('bookings:card.earnestMoney'),
                value: formatBaht(shown.earnestMoney, language),
                numeric: true,
                strong: true,
              },
            ]}
          />
          <Divider />
          <DetailList
            items={[
              {
                id: 'bookingId',
                label: t('bookings:detail.bookingId'),
                value: formatText(shown.bookingId),
              },
              {
                id: 'bookingCode',
                label: t('bookings:detail.bookingCode'),
                value: formatText(shown.bookingCode),
              },
              {
                id: 'status',
                label: t('bookings:detail.status'),
                value: badge ? <StatusChip badge={badge} testId="booking-detail-status" /> : '-',
              },
              {
                id: 'name',
                label: t('bookings:detail.name'),
                value: fullNameOf(shown.firstName, shown.lastName),
              },
              { id: 'email', label: t('bookings:detail.email'), value: formatText(shown.email) },
              { id: 'project', label: t('bookings:detail.project'), value: formatText(shown.propertyName) },
              {
                id: 'propertyTypeName',
                label: t('bookings:detail.propertyTypeName'),
                value: formatText(shown.propertyTypeName),
              },
              {
                id: 'propertyTypeCode',
                label: t('bookings:detail.propertyTypeCode'),
                value: formatText(shown.propertyTypeCode),
              },
              { id: 'lineId', label: t('bookings:detail.lineId'), value: formatText(shown.lineId) },
              {
                id: 'walkIn',
                label: t('bookings:detail.walkIn'),
                value: shown.walkIn === true ? t('bookings:detail.yes') : t('bookings:detail.no'),
              },
            ]}
          />
          {shown.image && (
            <>
              <Divider />
              <SlipImage
                imageId={shown.image}
                alt={t('bookings:detail.slipAlt', { code: formatText(shown.bookingCode) })}
                maxHeight="24rem"
              />
            </>
          )}
        </Box>
      )}
    </DetailsDialog>
  );
}
