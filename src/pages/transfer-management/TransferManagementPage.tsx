import { useRef } from 'react';
import { parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BookingCardGrid } from '../../bookings/BookingCardGrid';
import { BookingDetailDialog } from '../../bookings/BookingDetailDialog';
import { BookingFilters } from '../../bookings/BookingFilters';
import { PaymentDetailsDialog } from '../../bookings/PaymentDetailsDialog';
import { useBookingDialogs } from '../../bookings/useBookingDialogs';
import { bookingsWithStatus } from '../../bookings/bookingSearch';
import { parseAsPage } from '../../components/table/listState';
import { stillOwedOf } from '../../payouts/payouts';
import { useBookingSearch } from '../../bookings/useBookingSearch';
import { HELD_LIST_OPTIONS, useHeldArrivals } from '../../bookings/useHeldArrivals';
import { NewArrivalsBar } from '../../bookings/NewArrivalsBar';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ListFreshness, listRefreshOf } from '../../components/feedback/ListFreshness';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import type { Booking } from '../../../contract';
import { useGetBookingsQuery } from '../../services/bookingsApi';
import { PendingStatusFilter } from './PendingStatusFilter';
import { usePaidCardFocus } from './usePaidCardFocus';

type TransferTab = 'pending' | 'transferred';
const TABS: readonly TransferTab[] = ['pending', 'transferred'];
/** The tab, and the card grid's page (the table kit's), which a tab change starts again from. */
const tabParsers = { tab: parseAsStringLiteral(TABS).withDefault('pending'), page: parseAsPage };

/**
 * Transfer management (spec section 2): guest bookings paid by bank transfer, split by whether the
 * partner has been paid yet. Both lists load together; the tab and the filters live in the address.
 * Both lists can be narrowed on the screen by booking status (the pending one also to those ready
 * to pay), with what is still owed for the pending bookings shown.
 */
export default function TransferManagementPage() {
  const { t } = useTranslation(['pages', 'bookings', 'records']);
  const [{ tab }, setTabParams] = useQueryStates(tabParsers);
  const search = useBookingSearch();
  // No search is the plain list, the same cache entry the work queues and partner earnings use.
  const pending = useGetBookingsQuery(
    { list: 'pending', search: search.query ?? undefined },
    HELD_LIST_OPTIONS,
  );
  const transferred = useGetBookingsQuery(
    { list: 'transferred', search: search.query ?? undefined },
    HELD_LIST_OPTIONS,
  );
  const lists = { pending, transferred };
  const dialogs = useBookingDialogs(lists);
  // Bookings that arrive while the admin looks wait behind "N new bookings · Show" (useHeldArrivals).
  const listKey = JSON.stringify(search.query ?? {});
  const held = {
    pending: useHeldArrivals(pending, listKey),
    transferred: useHeldArrivals(transferred, listKey),
  };
  // Both lists narrowed by booking status, so a link to e.g. the period 2 slips finds them in either tab.
  const narrowed = (bookings: Booking[] | undefined) =>
    bookings ? bookingsWithStatus(bookings, search.bookingStatus) : undefined;
  const shownLists = { pending: narrowed(held.pending.shown), transferred: narrowed(held.transferred.shown) };
  const shown = shownLists[tab];
  // Arrivals the booking status would show: those the admin would see after Show.
  const arrivals =
    (lists[tab].currentData ? bookingsWithStatus(lists[tab].currentData, search.bookingStatus).length : 0) -
    (shown?.length ?? 0);
  const failed = pending.isError || transferred.isError;
  const loading = pending.isFetching || transferred.isFetching;
  const panelRef = useRef<HTMLDivElement>(null);
  const paid = usePaidCardFocus(panelRef, shown, `transfer-tab-${tab}`, dialogs.payments.record !== null);
  // Asked for by the admin: what the reload brings is shown at once.
  const retry = () => {
    for (const name of TABS)
      void lists[name].refetch().then((result) => result.data && held[name].accept(result.data));
  };

  // The other list starts at its first page.
  const selectTab = (next: TransferTab) => void setTabParams({ tab: next, page: null }, { history: 'push' });

  return (
    <>
      <PageBreadcrumb title={t('pages:transferManagement.title')} />
      <BookingFilters
        values={search.values}
        onSearch={search.apply}
        onClear={search.clear}
        onRefresh={retry}
      />
      <Card>
        {failed && !loading ? (
          <ErrorState
            message={search.query ? t('errors.searchFailed') : t('bookings:loadFailed')}
            onRetry={retry}
          />
        ) : (
          <>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                px: 2,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Tabs
                value={tab}
                onChange={(_event, next: TransferTab) => selectTab(next)}
                aria-label={t('bookings:tabs.label')}
                variant="scrollable"
                sx={{ flexGrow: 1, minWidth: 0 }}
              >
                {TABS.map((name) => (
                  <Tab
                    key={name}
                    value={name}
                    id={`transfer-tab-${name}`}
                    aria-controls={`transfer-panel-${name}`}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        {t(`bookings:tabs.${name}`)}
                        <Chip
                          size="small"
                          label={shownLists[name]?.length ?? '…'}
                          color={name === tab ? 'primary' : 'default'}
                          data-testid={`tab-count-${name}`}
                        />
                      </Box>
                    }
                  />
                ))}
              </Tabs>
              <ListFreshness {...listRefreshOf(pending, transferred)} onRefresh={retry} />
            </Box>
            <CardContent
              ref={panelRef}
              id={`transfer-panel-${tab}`}
              role="tabpanel"
              aria-labelledby={`transfer-tab-${tab}`}
              sx={{ p: { xs: 2, md: 3 } }}
            >
              {/* Nothing to narrow in an empty list; a filter that finds nothing offers Clear below. */}
              {shown && (lists[tab].currentData?.length ?? 0) > 0 && (
                <PendingStatusFilter
                  value={search.bookingStatus}
                  onChange={search.setBookingStatus}
                  shown={shown.length}
                  owed={tab === 'pending' ? stillOwedOf(shown) : undefined}
                />
              )}
              <NewArrivalsBar count={arrivals} onShow={held[tab].showArrivals} />
              <BookingCardGrid
                bookings={shown ?? []}
                loading={!shown}
                searching={search.query !== null || search.bookingStatus !== 'ALL'}
                onClearSearch={search.clear}
                emptyTitle={t(`bookings:empty.${tab}`)}
                onViewDetails={(booking) => dialogs.payments.open({ booking, lookup: tab })}
                onViewBooking={dialogs.openDetail}
              />
            </CardContent>
          </>
        )}
      </Card>
      <PaymentDetailsDialog
        booking={dialogs.payments.record?.booking ?? null}
        lookup={dialogs.payments.record?.lookup ?? tab}
        onClose={dialogs.payments.close}
        onPaid={(booking) => {
          paid(booking);
          // The admin's own doing: the booking shows in the transferred tab at once.
          held.transferred.accept([booking]);
        }}
      />
      <BookingDetailDialog booking={dialogs.detailOf} onClose={dialogs.closeDetail} />
    </>
  );
}
