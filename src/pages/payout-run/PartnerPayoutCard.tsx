import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';
import { formatBaht, formatDate, formatText } from '../../lib/format';
import { fullNameOf } from '../../lib/names';
import { recordLink } from '../../lib/recordLinks';
import { isKnownBatchStatus } from '../../payouts/payoutBatchesApi';
import {
  maskedAccountNumber,
  type AccountReading,
  type PayoutPartner,
  type PayoutWarning,
} from '../../payouts/payoutRun';
import { sumBaht } from '../../payouts/payouts';
import type { SlipProgress } from '../../payouts/payoutSlipsSlice';

export interface PartnerPayoutCardProps {
  partner: PayoutPartner;
  /** Undefined while the partner's account is read. */
  reading: AccountReading | undefined;
  warnings: PayoutWarning[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  progress: Readonly<Record<string, SlipProgress>>;
  /** Records the partner's slip here; undefined where payouts go through batches (the batch takes it). */
  onRecordSlip?: () => void;
  /** The open payout batch that holds the partner's bookings, if any: paid from there. */
  inBatch?: { batchId: string; status: string } | null;
  onRetry: (bookingId: string) => void;
  onStatement: () => void;
}

const AMOUNT = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * One partner of the payout run: what they are owed, where it goes (the account number hidden but
 * for its last four digits until revealed), what holds them back, and each booking's slip as it is
 * recorded.
 */
export function PartnerPayoutCard({
  partner,
  reading,
  warnings,
  selected,
  onSelect,
  progress,
  onRecordSlip,
  inBatch = null,
  onRetry,
  onStatement,
}: PartnerPayoutCardProps) {
  const { t } = useTranslation(['payoutRun', 'payoutBatches']);
  const language = useAppSelector(selectLanguage);
  const [revealed, setRevealed] = useState(false);
  const [open, setOpen] = useState(false);
  const money = (value: unknown) => formatBaht(value, language);
  const headingId = `payout-${partner.id}`;
  const outcomes = partner.bookings.map(({ booking }) => progress[booking.bookingId]);
  const recording = outcomes.some(
    (outcome) => outcome?.state === 'checking' || outcome?.state === 'uploading',
  );
  const failed = outcomes.filter((outcome) => outcome?.state === 'failed').length;
  const paid = outcomes.every((outcome) => outcome?.state === 'paid');
  const account = reading?.account ?? null;

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="payout-partner"
      data-partner={partner.id}
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: selected ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          disabled={paid || inBatch !== null}
          slotProps={{ input: { 'aria-label': t('payoutRun:select', { name: partner.partnerName }) } }}
          sx={{ mt: -0.5, ml: -1 }}
        />
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {partner.partnerName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payoutRun:bookingCount', { count: partner.bookingCount })} ·{' '}
            {t('payoutRun:breakdown', {
              period1: money(sumBaht(...partner.bookings.map((item) => item.period1Amount))),
              commission: money(partner.commission),
              fee: money(partner.fee),
            })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', ml: 'auto' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payoutRun:transferAmount')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            data-testid="payout-amount"
            sx={{ ...AMOUNT, fontWeight: 700 }}
          >
            {money(partner.transferAmount)}
          </Typography>
        </Box>
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          '& dt': { color: 'text.secondary', typography: 'caption' },
          '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        <div>
          <dt>{t('payoutRun:bank.name')}</dt>
          <dd>
            {reading === undefined ? (
              <CircularProgress size={14} aria-label={t('payoutRun:bank.reading')} />
            ) : account?.bank ? (
              `${account.bank.code} · ${language === 'th' ? account.bank.nameTh : account.bank.nameEn}`
            ) : (
              formatText(account?.bankName)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payoutRun:bank.accountNumber')}</dt>
          <dd>
            {account?.accountNumber ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <Box component="span" sx={AMOUNT} data-testid="payout-account-number">
                  {revealed ? account.accountNumber : maskedAccountNumber(account.accountNumber)}
                </Box>
                <Tooltip title={t(revealed ? 'payoutRun:bank.hide' : 'payoutRun:bank.reveal')}>
                  <IconButton
                    size="small"
                    aria-label={t(revealed ? 'payoutRun:bank.hide' : 'payoutRun:bank.reveal')}
                    aria-pressed={revealed}
                    onClick={() => setRevealed(!revealed)}
                  >
                    {revealed ? (
                      <VisibilityOffRounded fontSize="small" />
                    ) : (
                      <VisibilityRounded fontSize="small" />
                    )}
                  </IconButton>
                </Tooltip>
              </Box>
            ) : (
              '-'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payoutRun:bank.accountName')}</dt>
          <dd>{formatText(account?.accountName)}</dd>
        </div>
        <div>
          <dt>{t('payoutRun:bank.branch')}</dt>
          <dd>{formatText(account?.branchName)}</dd>
        </div>
      </Box>

      {warnings.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} data-testid="payout-warnings">
          {warnings.map((warning) => (
            <Chip
              key={warning}
              size="small"
              color={warning === 'missing' ? 'error' : 'warning'}
              variant="outlined"
              label={t(`payoutRun:warning.${warning}`)}
            />
          ))}
        </Box>
      )}
      {failed > 0 && !recording && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="payout-failed">
          {t('payoutRun:failedNote', { count: failed })}
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }}>
        {paid ? (
          <Chip
            color="success"
            icon={<CheckCircleRounded />}
            label={t('payoutRun:paid')}
            data-testid="payout-paid"
          />
        ) : inBatch ? (
          <Chip
            component={Link}
            to={recordLink.payoutBatch(inBatch.batchId)}
            clickable
            color="warning"
            variant="outlined"
            data-testid="payout-in-batch"
            label={t('payoutRun:batches.inBatch', {
              status: isKnownBatchStatus(inBatch.status)
                ? t(`payoutBatches:status.${inBatch.status}`)
                : inBatch.status,
            })}
          />
        ) : (
          onRecordSlip && (
            <Button
              variant="contained"
              startIcon={recording ? <CircularProgress size={16} color="inherit" /> : <ReceiptLongRounded />}
              onClick={onRecordSlip}
              disabled={recording}
            >
              {t('payoutRun:recordSlip')}
            </Button>
          )
        )}
        <Button variant="outlined" startIcon={<PrintRounded />} onClick={onStatement}>
          {t('payoutRun:statement.open')}
        </Button>
        <Button
          variant="text"
          onClick={() => setOpen(!open)}
          aria-expanded={open || recording || failed > 0}
          aria-controls={`${headingId}-bookings`}
        >
          {t(open || recording || failed > 0 ? 'payoutRun:hideBookings' : 'payoutRun:showBookings', {
            count: partner.bookingCount,
          })}
        </Button>
      </Box>

      <Collapse in={open || recording || failed > 0} id={`${headingId}-bookings`}>
        <TableContainer sx={{ mt: 1 }}>
          <Table size="small" aria-label={t('payoutRun:bookingsOf', { name: partner.partnerName })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payoutRun:columns.booking')}</TableCell>
                <TableCell>{t('payoutRun:columns.guest')}</TableCell>
                <TableCell>{t('payoutRun:columns.checkin')}</TableCell>
                <TableCell align="right">{t('payoutRun:columns.period1')}</TableCell>
                <TableCell align="right">{t('payoutRun:columns.fees')}</TableCell>
                <TableCell align="right">{t('payoutRun:columns.transfer')}</TableCell>
                <TableCell>{t('payoutRun:columns.slip')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {partner.bookings.map((earning) => {
                const { booking } = earning;
                const outcome = progress[booking.bookingId];
                return (
                  <TableRow
                    key={booking.bookingId}
                    data-testid="payout-booking"
                    data-booking={booking.bookingId}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatText(booking.bookingCode)}</TableCell>
                    <TableCell>{fullNameOf(booking.firstName, booking.lastName)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(booking.checkinDate, language)}
                    </TableCell>
                    <TableCell align="right" sx={AMOUNT}>
                      {money(earning.period1Amount)}
                    </TableCell>
                    <TableCell align="right" sx={AMOUNT}>
                      {money(earning.totalFees)}
                    </TableCell>
                    <TableCell align="right" sx={{ ...AMOUNT, fontWeight: 600 }}>
                      {money(earning.transferAmount)}
                    </TableCell>
                    <TableCell data-testid="payout-slip-state" data-state={outcome?.state ?? 'waiting'}>
                      <SlipOutcome outcome={outcome} onRetry={() => onRetry(booking.bookingId)} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Collapse>
    </Card>
  );
}

function SlipOutcome({ outcome, onRetry }: { outcome: SlipProgress | undefined; onRetry: () => void }) {
  const { t } = useTranslation('payoutRun');
  if (!outcome) return <>{t('payoutRun:slip.waiting')}</>;
  if (outcome.state === 'checking' || outcome.state === 'uploading')
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <CircularProgress size={14} />
        {t(`payoutRun:slip.${outcome.state}`)}
      </Box>
    );
  if (outcome.state === 'paid')
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'success.main' }}>
        <CheckCircleRounded fontSize="small" />
        {t(outcome.before ? 'payoutRun:slip.paidBefore' : 'payoutRun:slip.paid')}
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', color: 'error.main' }}>
      <ErrorRounded fontSize="small" />
      <span>
        {t(`payoutRun:failure.${outcome.reason}`)}
        {outcome.detail ? `: ${outcome.detail}` : ''}
      </span>
      {outcome.reason !== 'notReady' && (
        <Button size="small" onClick={onRetry}>
          {t('payoutRun:slip.retry')}
        </Button>
      )}
    </Box>
  );
}
