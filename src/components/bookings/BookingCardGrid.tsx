import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../feedback/EmptyState';
import { CardGridSkeleton } from '../feedback/Skeletons';
import type { Booking } from '../../services/contract';
import { BookingCard } from './BookingCard';

export interface BookingCardGridProps {
  bookings: Booking[];
  loading: boolean;
  /** A search is applied: an empty list is "no result", with a Clear button. */
  searching: boolean;
  onClearSearch: () => void;
  /** The no-data message of this list. */
  emptyTitle: string;
  onViewDetails: (booking: Booking) => void;
  onViewBooking: (booking: Booking) => void;
}

/** The booking cards, 1 to 4 columns as the width allows (spec section 9), or the empty state. */
export function BookingCardGrid(props: BookingCardGridProps) {
  const { bookings, loading, searching, onClearSearch, emptyTitle, onViewDetails, onViewBooking } = props;
  const { t } = useTranslation();
  if (loading) return <CardGridSkeleton count={4} />;
  if (bookings.length === 0 && searching) {
    return (
      <EmptyState
        icon={<SearchOffRounded fontSize="inherit" />}
        title={t('bookings.empty.noResults')}
        description={t('bookings.empty.noResultsHint')}
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            {t('bookings.filters.clear')}
          </Button>
        }
      />
    );
  }
  if (bookings.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {bookings.map((booking, index) => (
        // A malformed answer may repeat or omit ids: the position keeps the keys unique.
        <li key={`${String(booking.bookingId)}:${index}`}>
          <BookingCard booking={booking} onViewDetails={onViewDetails} onViewBooking={onViewBooking} />
        </li>
      ))}
    </Box>
  );
}
