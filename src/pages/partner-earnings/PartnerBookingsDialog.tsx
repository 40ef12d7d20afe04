import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useAppSelector } from '../../slices/hooks';
import { fullNameOf } from '../../lib/names';
import { DetailsDialog } from '../../components/dialogs/DetailsDialog';
import { PaymentDetailsDialog } from '../../bookings/PaymentDetailsDialog';
import { actionsColumn, DataTable, useListStateInUrl, type DataTableColumn } from '../../components/table';
import { formatDate, formatText, parseDate, type FormatLanguage } from '../../lib/format';
import type { BookingEarning } from '../../payouts/payouts';
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
  onClose: () => void;
}

/**
 * One partner's bookings behind their earnings row: each booking's share, which are paid, and the
 * same totals, so the row can be checked booking by booking. A booking's payment details open from
 * here, to pay what is still owed.
 */
export function PartnerBookingsDialog({ partner, period, onClose }: PartnerBookingsDialogProps) {
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
