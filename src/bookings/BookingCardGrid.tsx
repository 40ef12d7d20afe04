import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { layout } from '../theme';
import { EmptyState } from '../components/feedback/EmptyState';
import { CardGridSkeleton } from '../components/feedback/Skeletons';
import { EntriesShown, PageButtons, paginationRow } from '../components/table/Pagination';
import { useListStateInUrl, type ListStateOptions } from '../components/table/listState';
import { clampPage, pageCountOf } from '../components/table/pageWindow';
import type { Booking } from '../../contract';
import { BookingCard } from './BookingCard';
import { BOOKINGS_PER_PAGE } from './bookingSearch';

/** Only the page is the table kit's here: the filters have their own parameters (bookingSearch). */
const CARD_PAGES: ListStateOptions = {};

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

/**
 * The booking cards, 1 to 4 columns as the width allows (spec section 9), a page of them at a time
 * with the page in the address, or the empty state.
 */
export function BookingCardGrid(props: BookingCardGridProps) {
  const { bookings, loading, searching, onClearSearch, emptyTitle, onViewDetails, onViewBooking } = props;
  const { t } = useTranslation('bookings');
  const list = useListStateInUrl(CARD_PAGES);
  const listRef = useRef<HTMLUListElement>(null);
  const pageCount = pageCountOf(bookings.length, BOOKINGS_PER_PAGE);
  const page = clampPage(list.state.page, pageCount);
  const first = (page - 1) * BOOKINGS_PER_PAGE;
  const showPage = (next: number) => {
    // The new page is read from its first card, not from the buttons under the last one.
    listRef.current?.scrollIntoView({ block: 'start' });
    list.setPage(next);
  };
  if (loading) return <CardGridSkeleton count={4} />;
  if (bookings.length === 0 && searching) {
    return (
      <EmptyState
        icon={<SearchOffRounded fontSize="inherit" />}
        title={t('bookings:empty.noResults')}
        description={t('bookings:empty.noResultsHint')}
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            {t('bookings:filters.clear')}
          </Button>
        }
      />
    );
  }
  if (bookings.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <Box
        component="ul"
        ref={listRef}
        sx={{
          listStyle: 'none',
          scrollMarginTop: layout.headerHeight + 16,
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
        {bookings.slice(first, first + BOOKINGS_PER_PAGE).map((booking, index) => (
          // A malformed answer may repeat or omit ids: the position keeps the keys unique.
          <li key={`${String(booking.bookingId)}:${first + index}`}>
            <BookingCard booking={booking} onViewDetails={onViewDetails} onViewBooking={onViewBooking} />
          </li>
        ))}
      </Box>
      <Box sx={{ ...paginationRow, mt: 2 }}>
        <EntriesShown page={page} pageSize={BOOKINGS_PER_PAGE} total={bookings.length} />
        {pageCount > 1 && <PageButtons page={page} pageCount={pageCount} onPage={showPage} />}
      </Box>
    </>
  );
}
