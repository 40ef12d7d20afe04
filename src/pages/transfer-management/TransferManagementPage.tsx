import { useRef } from 'react';
import { useSearchParams } from 'react-router';
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
import { PAGE_PARAM } from '../../bookings/bookingSearch';
import { useBookingSearch } from '../../bookings/useBookingSearch';
import { ErrorState } from '../../components/feedback/ErrorState';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { useGetBookingsQuery } from '../../services/bookingsApi';
import { usePaidCardFocus } from './usePaidCardFocus';

type TransferTab = 'pending' | 'transferred';
const TABS: readonly TransferTab[] = ['pending', 'transferred'];

/**
 * Transfer management (spec section 2): guest bookings paid by bank transfer, split by whether the
 * partner has been paid yet. Both lists load together; the tab and the filters live in the address.
 */
export default function TransferManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TransferTab = params.get('tab') === 'transferred' ? 'transferred' : 'pending';
  const search = useBookingSearch();
  const dialogs = useBookingDialogs();
  const pending = useGetBookingsQuery({ list: 'pending', search: search.query });
  const transferred = useGetBookingsQuery({ list: 'transferred', search: search.query });
  const lists = { pending, transferred };
  const current = lists[tab];
  const failed = pending.isError || transferred.isError;
  const loading = pending.isFetching || transferred.isFetching;
  const panelRef = useRef<HTMLDivElement>(null);
  const paid = usePaidCardFocus(
    panelRef,
    current.currentData,
    `transfer-tab-${tab}`,
    dialogs.paymentsOf !== null,
  );
  const retry = () => {
    void pending.refetch();
    void transferred.refetch();
  };

  const selectTab = (next: TransferTab) =>
    setParams((currentParams) => {
      const nextParams = new URLSearchParams(currentParams);
      // The other list starts at its first page.
      nextParams.delete(PAGE_PARAM);
      if (next === 'pending') nextParams.delete('tab');
      else nextParams.set('tab', next);
      return nextParams;
    });

  return (
    <>
      <PageBreadcrumb title={t('pages.transferManagement.title')} />
      <BookingFilters values={search.values} onSearch={search.apply} onClear={search.clear} />
      <Card>
        {failed && !loading ? (
          <ErrorState
            message={search.query ? t('errors.searchFailed') : t('bookings.loadFailed')}
            onRetry={retry}
          />
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_event, next: TransferTab) => selectTab(next)}
              aria-label={t('bookings.tabs.label')}
              variant="scrollable"
              sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {TABS.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  id={`transfer-tab-${name}`}
                  aria-controls={`transfer-panel-${name}`}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      {t(`bookings.tabs.${name}`)}
                      <Chip
                        size="small"
                        label={lists[name].currentData?.length ?? '…'}
                        color={name === tab ? 'primary' : 'default'}
                        data-testid={`tab-count-${name}`}
                      />
                    </Box>
                  }
                />
              ))}
            </Tabs>
            <CardContent
              ref={panelRef}
              id={`transfer-panel-${tab}`}
              role="tabpanel"
              aria-labelledby={`transfer-tab-${tab}`}
              sx={{ p: { xs: 2, md: 3 } }}
            >
              <BookingCardGrid
                bookings={current.currentData ?? []}
                loading={!current.currentData}
                searching={search.query !== null}
                onClearSearch={search.clear}
                emptyTitle={t(`bookings.empty.${tab}`)}
                onViewDetails={dialogs.openPayments}
                onViewBooking={dialogs.openDetail}
              />
            </CardContent>
          </>
        )}
      </Card>
      <PaymentDetailsDialog
        booking={dialogs.paymentsOf}
        lookup={tab}
        onClose={dialogs.closePayments}
        onPaid={paid}
      />
      <BookingDetailDialog booking={dialogs.detailOf} onClose={dialogs.closeDetail} />
    </>
  );
}
