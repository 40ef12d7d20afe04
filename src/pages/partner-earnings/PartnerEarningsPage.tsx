import { lazy, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { parseAsString, useQueryState } from 'nuqs';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { useAppSelector } from '../../slices/hooks';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { focusPageHeading } from '../../components/layout/PageStart';
import {
  actionsColumn,
  DataTable,
  TruncatedText,
  useListStateInUrl,
  type DataTableColumn,
} from '../../components/table';
import { fullNameOf } from '../../lib/names';
import { formatBaht, formatMonth } from '../../lib/format';
import { earningsTotalsOf, isCancelled, isDepositReceived, partnerEarningsOf } from '../../payouts/payouts';
import { paidPartnersOf, payoutHistoryOf, type PaidMonth } from '../../payouts/payoutRun';
import { useGetBookingsQuery } from '../../services/bookingsApi';
import type { Booking } from '../../../contract';
import { selectLanguage } from '../../slices/themeSlice';
import { EarningsSummary } from './EarningsSummary';
import { moneyColumn } from './moneyColumn';
import { ALL_MONTHS, bookingMonthOf, bookingsInMonth, monthsOf } from '../../bookings/months';
import { MonthFields, useMonthFilter } from '../../bookings/MonthFilter';
import type { PartnerRow } from './partnerRow';
import { OnceNeeded } from '../../components/dialogs/OnceNeeded';
import { listRefreshOf } from '../../components/feedback/ListFreshness';

/**
 * A partner's bookings (and a booking's payment details from there) load when a partner is first
 * opened: most visits read the table and never drill down.
 */
const PartnerBookingsDialog = lazy(() =>
  import('./PartnerBookingsDialog').then((module) => ({ default: module.PartnerBookingsDialog })),
);
/** A paid partner's statement (the payout run's), with the first one asked for. */
const PaidStatementDialog = lazy(() => import('../../payouts/PaidStatementDialog'));

const listOptions = {};
/** The row id of bookings whose property has no head owner on record. */
const NO_OWNER = 'no-owner';

const MONEY_FIELDS = ['gross', 'commission', 'fee', 'net', 'transferred', 'owed'] as const;

/**
 * Partner earnings: per partner, the guest bookings of a month whose deposit has been received,
 * with what they earn (period 1 − commission − fee), what has been transferred and what is still
 * owed; a drill-down to each partner's bookings and a CSV export for accounting. Built from the
 * two transfer lists only (their bookings carry owner, charges and period 1), so no call per booking.
 */
export default function PartnerEarningsPage() {
  const { t } = useTranslation(['earnings', 'pages', 'bookings']);
  const language = useAppSelector(selectLanguage);
  const list = useListStateInUrl(listOptions);
  const monthFilter = useMonthFilter({ allMonths: true });
  const { month, basis, currentMonth } = monthFilter;

  const pending = useGetBookingsQuery({ list: 'pending' });
  const transferred = useGetBookingsQuery({ list: 'transferred' });
  const bookings = useMemo(
    () =>
      pending.currentData && transferred.currentData
        ? [...pending.currentData, ...transferred.currentData]
        : undefined,
    [pending.currentData, transferred.currentData],
  );

  const { rows, totals, awaitingDeposit, months } = useMemo(() => {
    const all = bookings ?? [];
    const inMonth = bookingsInMonth(all, month, basis);
    const partners = partnerEarningsOf(inMonth);
    return {
      rows: bookings
        ? partners.map(({ bookings: _bookings, ...figures }, index): PartnerRow => ({
            ...figures,
            id: figures.ownerProfileId || `${NO_OWNER}-${index}`,
            partnerName: fullNameOf(figures.ownerFirstName, figures.ownerLastName),
            earnings: partners[index],
          }))
        : undefined,
      totals: earningsTotalsOf(partners),
      // A cancelled booking waits for nothing: it is neither counted nor waiting.
      awaitingDeposit: inMonth.filter(
        (booking: Booking) => !isDepositReceived(booking.period1Status) && !isCancelled(booking.status),
      ).length,
      months: monthsOf(all, basis, [currentMonth, month]),
    };
  }, [bookings, month, basis, currentMonth]);

  // The partner whose bookings are open: replaced, not added, so Back leaves the page.
  const [openPartner, setOpenPartner] = useQueryState('partner', parseAsString);
  const selected = rows?.find((row) => row.id === openPartner) ?? null;
  // Opened from the address (a link, a reload), the drill-down has no button to give the focus
  // back to when it closes, and the focus would fall to the page's body: it goes to the heading.
  const drillDownOpen = selected !== null;
  const openedFromAddress = useRef(false);
  useLayoutEffect(() => {
    // Before the dialog takes the focus: on a page opened on the address, nothing has it yet.
    if (drillDownOpen) openedFromAddress.current = document.activeElement === document.body;
  }, [drillDownOpen]);
  useEffect(() => {
    if (drillDownOpen || !openedFromAddress.current) return;
    openedFromAddress.current = false;
    return focusPageHeading();
  }, [drillDownOpen]);
  // The partner's payouts, month by month, whatever the month shown: each with its statement.
  const history = useMemo(
    () =>
      selected?.ownerProfileId
        ? payoutHistoryOf(bookings ?? [], selected.ownerProfileId, (booking) =>
            bookingMonthOf(booking, basis),
          )
        : [],
    [bookings, selected, basis],
  );
  const [statement, setStatement] = useState<PaidMonth | null>(null);
  const money = (value: unknown) => formatBaht(value, language);
  const period = month === ALL_MONTHS ? t('earnings:month.all') : formatMonth(month, language);

  const columns = useMemo((): DataTableColumn<PartnerRow>[] => {
    const amountColumn = (field: (typeof MONEY_FIELDS)[number]) =>
      moneyColumn<PartnerRow>({
        field,
        headerName: t(`earnings:columns.${field}`),
        language,
        minWidth: 120,
        flex: 0.8,
        bold: field === 'owed' || field === 'net',
      });
    return [
      {
        field: 'partnerName',
        headerName: t('earnings:columns.partner'),
        flex: 1.4,
        minWidth: 200,
        valueGetter: (value, row) => (row.ownerProfileId ? value : t('earnings:noOwner')),
        renderCell: ({ row, value, hasFocus }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <TruncatedText value={value} focused={hasFocus} />
            {row.flagged > 0 && (
              <Chip size="small" color="warning" label={t('earnings:flagged', { count: row.flagged })} />
            )}
          </Box>
        ),
      },
      { field: 'bookingCount', headerName: t('earnings:columns.bookings'), type: 'number', width: 110 },
      ...MONEY_FIELDS.map(amountColumn),
      actionsColumn<PartnerRow>({
        headerName: t('earnings:columns.actions'),
        width: 90,
        actions: (row) => [
          {
            key: 'bookings',
            label: t('earnings:viewBookings', {
              name: row.ownerProfileId ? row.partnerName : t('earnings:noOwner'),
            }),
            icon: <ListAltRounded fontSize="small" />,
            color: 'primary',
            onClick: () => void setOpenPartner(row.id),
          },
          // A partner paid this month: the statement the run printed, to send again after the transfer.
          ...(row.ownerProfileId && row.transferred > 0
            ? [
                {
                  key: 'statement',
                  label: t('earnings:statement.open', { name: row.partnerName }),
                  icon: <PrintRounded fontSize="small" />,
                  disabledReason: month === ALL_MONTHS ? t('earnings:statement.chooseMonth') : undefined,
                  onClick: () => {
                    const [partner] = paidPartnersOf(row.earnings.bookings.map(({ booking }) => booking));
                    if (partner) setStatement({ month, partner });
                  },
                },
              ]
            : []),
        ],
      }),
    ];
  }, [t, language, setOpenPartner, month]);

  const failed = pending.isError || transferred.isError;
  return (
    <>
      <PageBreadcrumb title={t('pages:partnerEarnings.title')} />
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }}>{t('earnings:intro')}</Typography>
      <EarningsSummary totals={totals} period={period} loading={!rows} />
      {rows && (awaitingDeposit > 0 || totals.flagged > 0) && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
          {totals.flagged > 0 && (
            <Alert severity="warning" data-testid="earnings-flagged">
              {t('earnings:flaggedNote', { count: totals.flagged })}
            </Alert>
          )}
          {awaitingDeposit > 0 && (
            <Alert severity="info" data-testid="earnings-awaiting">
              {t('earnings:awaitingDeposit', { count: awaitingDeposit })}
            </Alert>
          )}
        </Box>
      )}
      <DataTable<PartnerRow>
        label={t('earnings:tableLabel', { period })}
        rows={rows}
        columns={columns}
        list={list}
        loading={pending.isFetching || transferred.isFetching}
        refresh={listRefreshOf(pending, transferred)}
        error={failed && !rows}
        errorMessage={t('bookings:loadFailed')}
        onRetry={() => {
          void pending.refetch();
          void transferred.refetch();
        }}
        exportFileName={`partner-earnings-${month === ALL_MONTHS ? 'all' : month}-${basis}`}
        filters={<MonthFields id="earnings" filter={monthFilter} months={months} />}
      />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('earnings:footnote', { total: money(totals.owed) })}
      </Typography>
      <OnceNeeded needed={drillDownOpen}>
        <PartnerBookingsDialog
          partner={selected}
          period={period}
          history={history}
          onStatement={setStatement}
          onClose={() => void setOpenPartner(null)}
        />
      </OnceNeeded>
      <OnceNeeded needed={statement !== null}>
        <PaidStatementDialog paid={statement} onClose={() => setStatement(null)} />
      </OnceNeeded>
    </>
  );
}
