import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintRounded from '@mui/icons-material/PrintRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useAppSelector } from '../../slices/hooks';
import { fullNameOf } from '../../lib/names';
import { DetailsDialog } from '../../components/dialogs/DetailsDialog';
import { PaymentDetailsDialog } from '../../bookings/PaymentDetailsDialog';
import { actionsColumn, DataTable, useListStateInUrl, type DataTableColumn } from '../../components/table';
import {
  formatBaht,
  formatDate,
  formatMonth,
  formatText,
  parseDate,
  type FormatLanguage,
} from '../../lib/format';
import type { BookingEarning } from '../../payouts/payouts';
import type { PaidMonth } from '../../payouts/payoutRun';
import type { Booking } from '../../../contract';
import type { PaymentLookup } from '../../services/paymentsApi';
import { selectLanguage } from '../../slices/themeSlice';
import { EarningsSummary } from './EarningsSummary';
import { moneyColumn } from './moneyColumn';
import type { PartnerRow } from './partnerRow';

// The drill-down's own search, sort and page, apart from the partners table's.
const listOptions = { prefix: 'bookings' };

interface BookingRow {
  id: string;
  bookingCode: string;
  guestName: string;
  propertyTypeName: string;
  /** As shown (and searched and exported): dd/mm/yyyy in the language's calendar. */
  checkinDate: string;
  /** What the column sorts by: the instant, null when missing. */
  checkinTime: number | null;
  totalPrice: number;
  period1Amount: number;
  totalFees: number;
  transferAmount: number;
  /** Paid, still owed, or with nothing to transfer (a deposit short of the fees: not owed). */
  transferState: 'paid' | 'owed' | 'nothingToTransfer';
  booking: Booking;
}

const toRow = (earning: BookingEarning, index: number, language: FormatLanguage): BookingRow => ({
  id:
    typeof earning.booking.bookingId === 'string' && earning.booking.bookingId
      ? earning.booking.bookingId
      : `row-${index}`,
  bookingCode: formatText(earning.booking.bookingCode),
  guestName: fullNameOf(earning.booking.firstName, earning.booking.lastName),
  propertyTypeName: [earning.booking.propertyName, earning.booking.propertyTypeName]
    .map(formatText)
    .join(' · '),
  checkinDate: formatDate(earning.booking.checkinDate, language),
  checkinTime: parseDate(earning.booking.checkinDate)?.getTime() ?? null,
  totalPrice: earning.totalPrice,
  period1Amount: earning.period1Amount,
  totalFees: earning.totalFees,
  transferAmount: earning.transferAmount,
  transferState: earning.transferred ? 'paid' : earning.owed ? 'owed' : 'nothingToTransfer',
  booking: earning.booking,
});

export interface PartnerBookingsDialogProps {
  partner: PartnerRow | null;
  /** The month shown, as a label. */
  period: string;
  /** The partner's payouts, month by month, latest first (payoutHistoryOf). */
  history: readonly PaidMonth[];
  /** Opens a paid month's statement. */
  onStatement: (paid: PaidMonth) => void;
  onClose: () => void;
}

/**
 * One partner's bookings behind their earnings row: each booking's share, which are paid, and the
 * same totals, so the row can be checked booking by booking. A booking's payment details open from
 * here, to pay what is still owed.
 */
export function PartnerBookingsDialog({
  partner,
  period,
  history,
  onStatement,
  onClose,
}: PartnerBookingsDialogProps) {
  const { t } = useTranslation('earnings');
  const language = useAppSelector(selectLanguage);
  const list = useListStateInUrl(listOptions);
  const [paying, setPaying] = useState<{ booking: Booking; lookup: PaymentLookup } | null>(null);
  const rows = useMemo(
    () => partner?.earnings.bookings.map((earning, index) => toRow(earning, index, language)),
    [partner, language],
  );
  const name = partner?.ownerProfileId ? partner.partnerName : t('earnings:noOwner');
  // Closed, the partner's list leaves the address with it (its search, sort and page).
  const close = () => {
    list.reset();
    onClose();
  };

  const columns = useMemo((): DataTableColumn<BookingRow>[] => {
    const amountColumn = (field: 'totalPrice' | 'period1Amount' | 'totalFees' | 'transferAmount') =>
      moneyColumn<BookingRow>({
        field,
        headerName: t(`earnings:bookingColumns.${field}`),
        language,
        minWidth: 110,
        flex: 0.6,
        bold: field === 'transferAmount',
        alarming: (amount) => field === 'transferAmount' && amount <= 0,
      });
    return [
      {
        field: 'bookingCode',
        headerName: t('earnings:bookingColumns.bookingCode'),
        minWidth: 130,
        flex: 0.7,
      },
      {
        field: 'checkinDate',
        headerName: t('earnings:bookingColumns.checkinDate'),
        minWidth: 110,
        flex: 0.5,
        // Sorted by the date itself; shown (and exported) as the row's text.
        valueGetter: (_value, row) => row.checkinTime,
        valueFormatter: (_value, row) => row.checkinDate,
      },
      { field: 'guestName', headerName: t('earnings:bookingColumns.guest'), minWidth: 160, flex: 1 },
      {
        field: 'propertyTypeName',
        headerName: t('earnings:bookingColumns.property'),
        minWidth: 180,
        flex: 1.2,
      },
      amountColumn('totalPrice'),
      amountColumn('period1Amount'),
      amountColumn('totalFees'),
      amountColumn('transferAmount'),
      {
        field: 'transferState',
        headerName: t('earnings:bookingColumns.transferred'),
        minWidth: 120,
        valueFormatter: (value: BookingRow['transferState']) => t(`earnings:transferState.${value}`),
        renderCell: ({ value, formattedValue }) => (
          <Chip
            size="small"
            color={value === 'paid' ? 'success' : value === 'owed' ? 'warning' : 'error'}
            variant={value === 'paid' ? 'filled' : 'outlined'}
            label={formattedValue}
          />
        ),
      },
      actionsColumn<BookingRow>({
        headerName: t('earnings:columns.actions'),
        width: 90,
        actions: (row) => [
          {
            key: 'payment',
            label: t('earnings:paymentDetails', { code: row.bookingCode }),
            icon: <ReceiptLongRounded fontSize="small" />,
            color: 'primary',
            onClick: () =>
              setPaying({
                booking: row.booking,
                lookup: row.transferState === 'paid' ? 'transferred' : 'pending',
              }),
          },
        ],
      }),
    ];
  }, [t, language]);

  return (
    <>
      <DetailsDialog
        open={partner !== null}
        onClose={close}
        maxWidth="xl"
        fullScreenBelow="md"
        title={t('earnings:drillDown.title', { name, period })}
      >
        {partner && (
          <>
            <EarningsSummary totals={partner} period={period} loading={false} />
            <DataTable<BookingRow>
              label={t('earnings:drillDown.tableLabel', { name })}
              rows={rows}
              columns={columns}
              list={list}
              exportFileName={`partner-earnings-${partner.id}`}
            />
            {partner.ownerProfileId && <PayoutHistory history={history} onStatement={onStatement} />}
          </>
        )}
      </DetailsDialog>
      <PaymentDetailsDialog
        booking={paying?.booking ?? null}
        lookup={paying?.lookup ?? 'pending'}
        onClose={() => setPaying(null)}
      />
    </>
  );
}

/** The months the partner was paid, each with what was paid and its statement (the remittance advice). */
function PayoutHistory({
  history,
  onStatement,
}: {
  history: readonly PaidMonth[];
  onStatement: (paid: PaidMonth) => void;
}) {
  const { t } = useTranslation('earnings');
  const language = useAppSelector(selectLanguage);
  return (
    <section aria-labelledby="payout-history-title">
      <Typography id="payout-history-title" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('earnings:history.title')}
      </Typography>
      {history.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('earnings:history.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="payout-history-title" data-testid="payout-history">
          <TableHead>
            <TableRow>
              <TableCell>{t('earnings:history.month')}</TableCell>
              <TableCell align="right">{t('earnings:history.bookings')}</TableCell>
              <TableCell align="right">{t('earnings:history.amount')}</TableCell>
              <TableCell align="right">{t('earnings:columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((paid) => (
              <TableRow key={paid.month}>
                <TableCell>{formatMonth(paid.month, language)}</TableCell>
                <TableCell align="right">{paid.partner.bookingCount}</TableCell>
                <TableCell align="right">{formatBaht(paid.partner.transferAmount, language)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {/* On a phone the word would push the column out of the dialog: the icon says it. */}
                  <Button
                    size="small"
                    startIcon={<PrintRounded fontSize="small" />}
                    onClick={() => onStatement(paid)}
                    aria-label={t('earnings:history.statement', { month: formatMonth(paid.month, language) })}
                    sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
                  >
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                      {t('earnings:statement.label')}
                    </Box>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
