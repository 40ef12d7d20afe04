import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatBaht, formatText } from '../../lib/format';
import { fullNameOf } from '../../lib/names';
import { recordLink } from '../../lib/recordLinks';
import type { BookingEarning } from '../../payouts/payouts';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';

const AMOUNT = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** On a phone the transfer alone: its deposit and fees are one tap away, in the payment details. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The month's bookings ready to pay whose deposit does not cover the commission and fee: nothing to
 * transfer, so in no partner, total or bank file of the run. Listed apart with their figures, each
 * a link to its payment details, for accounting to settle.
 */
export function NothingToTransfer({ earnings }: { earnings: readonly BookingEarning[] }) {
  const { t } = useTranslation('payoutRun');
  const language = useAppSelector(selectLanguage);
  if (earnings.length === 0) return null;
  const money = (value: unknown) => formatBaht(value, language);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="payout-nothing-to-transfer-title"
      data-testid="payout-nothing-to-transfer"
      sx={{ p: { xs: 1.5, sm: 2 }, mt: 2, borderColor: 'warning.main' }}
    >
      <Typography id="payout-nothing-to-transfer-title" variant="h6" component="h2">
        {t('payoutRun:nothingToTransfer.title', { count: earnings.length })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('payoutRun:nothingToTransfer.note')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="payout-nothing-to-transfer-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('payoutRun:columns.booking')}</TableCell>
              <TableCell>{t('payoutRun:columns.partner')}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('payoutRun:columns.period1')}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('payoutRun:columns.fees')}
              </TableCell>
              <TableCell align="right">{t('payoutRun:columns.transfer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {earnings.map(({ booking, period1Amount, totalFees, transferAmount }) => (
              <TableRow key={booking.bookingId} data-booking={booking.bookingId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {booking.bookingCode ? (
                    <Link component={RouterLink} to={recordLink.booking(booking.bookingCode, false)}>
                      {booking.bookingCode}
                    </Link>
                  ) : (
                    formatText(booking.bookingCode)
                  )}
                </TableCell>
                <TableCell>{fullNameOf(booking.ownerFirstName, booking.ownerLastName)}</TableCell>
                <TableCell align="right" sx={{ ...AMOUNT, ...WIDE_ONLY }}>
                  {money(period1Amount)}
                </TableCell>
                <TableCell align="right" sx={{ ...AMOUNT, ...WIDE_ONLY }}>
                  {money(totalFees)}
                </TableCell>
                <TableCell align="right" sx={{ ...AMOUNT, fontWeight: 600, color: 'error.main' }}>
                  {money(transferAmount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
