import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BookingCardGrid } from '../../bookings/BookingCardGrid';
import { BookingDetailDialog } from '../../bookings/BookingDetailDialog';
import { BookingFilters } from '../../bookings/BookingFilters';
import { PaymentDetailsDialog } from '../../bookings/PaymentDetailsDialog';
import { useBookingDialogs } from '../../bookings/useBookingDialogs';
import { useBookingSearch } from '../../bookings/useBookingSearch';
import { HELD_LIST_OPTIONS, useHeldArrivals } from '../../bookings/useHeldArrivals';
import { NewArrivalsBar } from '../../bookings/NewArrivalsBar';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ListFreshness, listRefreshOf } from '../../components/feedback/ListFreshness';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { useGetBookingsQuery } from '../../services/bookingsApi';

/**
 * Partner bookings (spec section 2): the partners' own (walk-in) bookings, with the same filters
 * and cards as transfer management; the details use the walk-in lookup and list both periods.
 */
export default function PartnerBookingsPage() {
  const { t } = useTranslation(['pages', 'bookings', 'records']);
  const search = useBookingSearch();
  const walkIns = useGetBookingsQuery(
    { list: 'walkIn', search: search.query ?? undefined },
    HELD_LIST_OPTIONS,
  );
  const dialogs = useBookingDialogs({ walkIn: walkIns });
  // Bookings that arrive while the admin looks wait behind "N new bookings · Show".
  const held = useHeldArrivals(walkIns, JSON.stringify(search.query ?? {}));
  const bookings = held.shown;
  // Asked for by the admin: what the reload brings is shown at once.
  const refresh = () => void walkIns.refetch().then((result) => result.data && held.accept(result.data));

  return (
    <>
      <PageBreadcrumb title={t('pages:partnerBookings.title')} />
      <BookingFilters
        values={search.values}
        onSearch={search.apply}
        onClear={search.clear}
        onRefresh={refresh}
      />
      <Card component="section" aria-labelledby="partner-bookings-heading">
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 1,
              mb: 2,
            }}
          >
            <Typography id="partner-bookings-heading" variant="h6" component="h2">
              {t('bookings:walkIn.title')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary' }}
                data-testid="walk-in-count"
                aria-live="polite"
              >
                {bookings ? t('bookings:walkIn.count', { count: bookings.length }) : t('common.loading')}
              </Typography>
              <ListFreshness {...listRefreshOf(walkIns)} onRefresh={refresh} />
            </Box>
          </Box>
          {walkIns.isError && !walkIns.isFetching ? (
            <ErrorState
              message={search.query ? t('errors.searchFailed') : t('bookings:loadFailed')}
              onRetry={refresh}
            />
          ) : (
            <>
              <NewArrivalsBar count={held.arrivals} onShow={held.showArrivals} />
              <BookingCardGrid
                bookings={bookings ?? []}
                loading={!bookings}
                searching={search.query !== null}
                onClearSearch={search.clear}
                emptyTitle={t('bookings:empty.walkIn')}
                onViewDetails={(booking) => dialogs.payments.open({ booking, lookup: 'walkIn' })}
                onViewBooking={dialogs.openDetail}
              />
            </>
          )}
        </CardContent>
      </Card>
      <PaymentDetailsDialog
        booking={dialogs.payments.record?.booking ?? null}
        lookup="walkIn"
        onClose={dialogs.payments.close}
      />
      <BookingDetailDialog booking={dialogs.detailOf} onClose={dialogs.closeDetail} />
    </>
  );
}
