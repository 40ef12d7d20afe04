import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOOKING_STATUS_CHOICES, type BookingStatusChoice } from '../../bookings/bookingSearch';
import { formatBaht } from '../../lib/format';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';

export interface PendingStatusFilterProps {
  value: BookingStatusChoice;
  onChange: (choice: BookingStatusChoice) => void;
  /** How many bookings the choice shows. */
  shown: number;
  /**
   * What is still owed to the partners for the bookings shown (src/bookings/payouts.ts, stillOwedOf);
   * none on the transferred list, where nothing is.
   */
  owed?: number;
}

/**
 * A transfer list narrowed by where each booking stands (a status, or on the pending list ready to
 * pay), applied as soon as it is picked, with what the partners are still owed for the bookings shown.
 */
export function PendingStatusFilter({ value, onChange, shown, owed }: PendingStatusFilterProps) {
  const { t } = useTranslation(['bookings', 'status']);
  const language = useAppSelector(selectLanguage);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <TextField
        select
        size="small"
        name="bookingStatus"
        label={t('bookings:bookingStatus.label')}
        value={value}
        onChange={(event) => onChange(event.target.value as BookingStatusChoice)}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      >
        {BOOKING_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice === 'ALL' || choice === 'READY'
              ? t(`bookings:bookingStatus.${choice}`)
              : t(`status:booking.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }} aria-live="polite">
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="pending-shown-count">
          {t('bookings:bookingStatus.shown', { count: shown })}
        </Typography>
        {owed !== undefined && (
          <>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              data-testid="pending-owed"
              data-amount={owed}
            >
              {t('bookings:bookingStatus.owed', { amount: formatBaht(owed, language) })}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('bookings:bookingStatus.owedHint')}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
