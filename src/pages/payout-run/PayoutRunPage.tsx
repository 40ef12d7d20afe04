import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';
import { noticeShown, type NoticeContent } from '../../slices/noticeSlice';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useConfirm } from '../../components/dialogs/useConfirm';
import { LIVE_QUERY_OPTIONS } from '../../services/api';
import {
  useListPayoutBatchesQuery,
  usePreparePayoutBatchMutation,
  type PayoutBatchListAnswer,
} from '../../payouts/payoutBatchesApi';
import { formatBaht, formatMonth } from '../../lib/format';
import { downloadBlob, downloadCsv } from '../../lib/download';
import { useGetBookingsQuery } from '../../services/bookingsApi';
import type { Booking } from '../../../contract';
import { bookingMonthOf, bookingsInMonth, monthsOf } from '../../bookings/months';
import { MonthFields, useMonthFilter } from '../../bookings/MonthFilter';
import { sumBaht } from '../../payouts/payouts';
import {
  bankFilePlanOf,
  nothingToTransferOf,
  owedInOtherMonthsOf,
  payoutPartnersOf,
  payoutWarningsOf,
  runBookingsOf,
  type PayoutPartner,
} from '../../payouts/payoutRun';
import { bankFileNameOf, bankFileOf, bankWorkbookNameOf, bankWorkbookOf } from '../../payouts/bankFile';
import { usePayoutSlips } from '../../payouts/usePayoutSlips';
import { usePartnerAccounts } from '../../payouts/usePartnerAccounts';
import { StatementDialog } from '../../payouts/StatementDialog';
import { NothingToTransfer } from './NothingToTransfer';
import { OwedInOtherMonths } from './OwedInOtherMonths';
import { PartnerPayoutCard } from './PartnerPayoutCard';
import { RecordSlipDialog } from './RecordSlipDialog';

/**
 * The payout run: a month's partners who are owed money, paid in one sitting. The admin checks
 * each partner's amount and bank account, exports the bank's bulk-payment file for the chosen
 * partners, records each partner's transfer slip once for all their bookings, and prints their
 * statements. Built from the two booking lists, plus one payment record per partner for the bank.
 */
export default function PayoutRunPage() {
  const { t } = useTranslation(['payoutRun', 'pages', 'bookings', 'payments', 'payoutBatches']);
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Another month or basis is another run: nothing stays selected.
  const clearChoice = useCallback(() => setChosen(new Set()), []);
  const monthFilter = useMonthFilter({ onChange: clearChoice });
  const { month, basis, currentMonth } = monthFilter;

  const pending = useGetBookingsQuery({ list: 'pending' });
  const transferred = useGetBookingsQuery({ list: 'transferred' });
  const { progress, path, record, retry } = usePayoutSlips();
  // Where the API has payout batches, a second admin approves each payout (decision 0019): the run
  // prepares batches, and their bank file and slips are on the payout batches page.
  const batches = useListPayoutBatchesQuery(undefined, LIVE_QUERY_OPTIONS);
  const batchMode = batches.data?.available === true;
  const inBatch = useMemo(() => openBatchOfBookings(batches.data), [batches.data]);
  const [prepareBatch, preparing] = usePreparePayoutBatchMutation();
  const { confirm, dialog: confirmDialog } = useConfirm();
  // The bookings whose slip this run records, as shown then (see runBookingsOf).
  const [recorded, setRecorded] = useState<readonly Booking[]>([]);

  const { partners, nothingToTransfer, months, otherMonths } = useMemo(() => {
    const all = runBookingsOf(transferred.currentData ?? [], pending.currentData ?? [], recorded);
    const inMonth = bookingsInMonth(all, month, basis);
    return {
      // Bookings paid during this run stay in it, with their outcome.
      partners: payoutPartnersOf(inMonth, (booking) => booking.bookingId in progress),
      nothingToTransfer: nothingToTransferOf(inMonth),
      months: monthsOf(all, basis, [currentMonth, month]),
      otherMonths: owedInOtherMonthsOf(all, (booking) => bookingMonthOf(booking, basis), month),
    };
  }, [pending.currentData, transferred.currentData, recorded, month, basis, currentMonth, progress]);
  const loaded = pending.currentData !== undefined && transferred.currentData !== undefined;

  const accountsQuery = usePartnerAccounts(partners);
  const { accounts } = accountsQuery;

  const selected = partners.filter((partner) => chosen.has(partner.id));
  const [slipFor, setSlipFor] = useState<PayoutPartner | null>(null);
  const [statementsFor, setStatementsFor] = useState<readonly PayoutPartner[]>([]);
  const [fileAsked, setFileAsked] = useState(false);
  const plan = useMemo(() => bankFilePlanOf(selected, accounts, month), [selected, accounts, month]);
  const money = (value: unknown) => formatBaht(value, language);

  const select = (partnerId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(partnerId);
      else next.delete(partnerId);
      return next;
    });
  const batchOf = (partner: PayoutPartner) =>
    partner.bookings.map(({ booking }) => inBatch.get(booking.bookingId)).find(Boolean) ?? null;
  const payable = partners.filter(
    (partner) =>
      partner.bookings.some(({ booking }) => progress[booking.bookingId]?.state !== 'paid') &&
      batchOf(partner) === null,
  );
  const allChosen = payable.length > 0 && payable.every((partner) => chosen.has(partner.id));

  async function recordSlip(partner: PayoutPartner, slip: File) {
    setSlipFor(null);
    setRecorded((current) => [...current, ...partner.bookings.map(({ booking }) => booking)]);
    const bookingIds = partner.bookings.map(({ booking }) => booking.bookingId);
    const outcomes = await record(bookingIds, slip);
    const failures = outcomes.filter((outcome) => outcome.state === 'failed');
    const failed = failures.length;
    const values = { name: partner.partnerName, count: bookingIds.length - failed, failed };
    // Nothing recorded: say so, and why (the API's words, else the first booking's reason), not "0 recorded".
    const [first] = failures;
    const notice: NoticeContent =
      first && failed === bookingIds.length
        ? {
            messageKey: 'payoutRun:notice.none',
            values,
            detail: first.detail,
            detailKey: first.detail ? null : `payoutRun:failure.${first.reason}`,
          }
        : { messageKey: failed > 0 ? 'payoutRun:notice.partly' : 'payoutRun:notice.recorded', values };
    dispatch(noticeShown({ ...notice, severity: failed > 0 ? 'error' : 'success' }));
  }

  async function prepareForApproval() {
    const bookings = selected.flatMap((partner) => partner.bookings.map(({ booking }) => booking.bookingId));
    const agreed = await confirm({
      title: t('payoutRun:batches.title'),
      message: t('payoutRun:batches.message', {
        count: selected.length,
        bookings: bookings.length,
        total: money(sumBaht(...selected.map((partner) => partner.transferAmount))),
      }),
      confirmLabel: t('payoutRun:batches.confirm'),
    });
    if (!agreed) return;
    const result = await prepareBatch(bookings);
    if ('error' in result) return;
    clearChoice();
    dispatch(noticeShown({ messageKey: 'payoutRun:batches.prepared', severity: 'success' }));
  }

  function downloadBankFile() {
    downloadCsv(bankFileOf(plan.lines), bankFileNameOf(month));
    setFileAsked(false);
  }
  async function downloadBankWorkbook() {
    try {
      downloadBlob(await bankWorkbookOf(plan.lines), bankWorkbookNameOf(month));
    } catch {
      // Its code did not arrive (offline, a redeploy): the CSV is still there to download.
      dispatch(noticeShown({ messageKey: 'payoutRun:bankFile.workbookFailed', severity: 'error' }));
    }
  }

  const failed = pending.isError || transferred.isError;
  // What is still owed: the bookings paid during this run are no longer counted.
  const owed = partners
    .flatMap((partner) => partner.bookings)
    .filter(({ booking }) => progress[booking.bookingId]?.state !== 'paid');
  return (
    <>
      <PageBreadcrumb title={t('pages:payoutRun.title')} />
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }} data-testid="payout-intro">
        {batchMode ? t('payoutRun:batches.intro') : t('payoutRun:intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <MonthFields id="payout" filter={monthFilter} months={months} />
      </Box>
      {loaded && <OwedInOtherMonths months={otherMonths} onOpen={monthFilter.setMonth} />}

      <Card
        variant="outlined"
        component="section"
        aria-label={t('payoutRun:summary.label')}
        sx={{
          p: 2,
          mb: 2,
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          // In view while scrolling the partners, where the screen has room for it.
          position: { md: 'sticky' },
          top: { md: 64 },
          zIndex: 2,
        }}
      >
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="payout-owed">
            {t('payoutRun:summary.owed', {
              count: payable.length,
              bookings: owed.length,
              total: money(sumBaht(...owed.map((earning) => earning.transferAmount))),
              month: formatMonth(month, language),
            })}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="payout-selected">
            {t('payoutRun:summary.selected', {
              count: selected.length,
              total: money(sumBaht(...selected.map((partner) => partner.transferAmount))),
            })}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={allChosen}
              indeterminate={!allChosen && chosen.size > 0}
              disabled={payable.length === 0}
              onChange={(event) =>
                setChosen(new Set(event.target.checked ? payable.map((partner) => partner.id) : []))
              }
            />
          }
          label={t('payoutRun:selectAll')}
        />
        {batchMode ? (
          <Button
            variant="contained"
            startIcon={<FactCheckRounded />}
            disabled={selected.length === 0 || preparing.isLoading}
            onClick={() => void prepareForApproval()}
          >
            {t('payoutRun:batches.prepare')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<FileDownloadRounded />}
            disabled={selected.length === 0 || accountsQuery.isFetching}
            onClick={() => setFileAsked(true)}
          >
            {t('payoutRun:bankFile.open')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<PrintRounded />}
          disabled={selected.length === 0}
          onClick={() => setStatementsFor(selected)}
        >
          {t('payoutRun:statement.printSelected')}
        </Button>
      </Card>

      {path === 'single' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="payout-single-path">
          {t('payoutRun:singlePath')}
        </Alert>
      )}
      {accountsQuery.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('payoutRun:bank.failed')}
        </Alert>
      )}
      {failed && !loaded ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void pending.refetch();
                void transferred.refetch();
              }}
            >
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('bookings:loadFailed')}
        </Alert>
      ) : !loaded ? (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={160} />
          ))}
        </Box>
      ) : partners.length === 0 ? (
        <Alert severity="success" data-testid="payout-nothing-owed">
          {t('payoutRun:nothingOwed', { month: formatMonth(month, language) })}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {partners.map((partner) => (
            <PartnerPayoutCard
              key={partner.id}
              partner={partner}
              reading={accountsQuery.isFetching && !accounts[partner.id] ? undefined : accounts[partner.id]}
              warnings={payoutWarningsOf(accounts[partner.id])}
              selected={chosen.has(partner.id)}
              onSelect={(on) => select(partner.id, on)}
              progress={progress}
              onRecordSlip={batchMode ? undefined : () => setSlipFor(partner)}
              inBatch={batchOf(partner)}
              onRetry={(bookingId) => void retry(bookingId)}
              onStatement={() => setStatementsFor([partner])}
            />
          ))}
        </Box>
      )}

      {loaded && <NothingToTransfer earnings={nothingToTransfer} />}

      <RecordSlipDialog
        partner={slipFor}
        onClose={() => setSlipFor(null)}
        onRecord={(partner, slip) => void recordSlip(partner, slip)}
      />
      <StatementDialog
        partners={statementsFor}
        accounts={accounts}
        month={month}
        onClose={() => setStatementsFor([])}
      />
      <ConfirmDialog
        open={fileAsked}
        title={t('payoutRun:bankFile.title', { month: formatMonth(month, language) })}
        message={
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <span data-testid="bank-file-total">
              {t('payoutRun:bankFile.summary', { count: plan.lines.length, total: money(plan.total) })}
            </span>
            <span>{t('payoutRun:bankFile.which')}</span>
            <span>
              <Button
                variant="outlined"
                size="small"
                startIcon={<TableChartRounded />}
                onClick={() => void downloadBankWorkbook()}
              >
                {t('payoutRun:bankFile.workbook')}
              </Button>
            </span>
            {plan.leftOut.length > 0 && (
              <Box component="span" sx={{ color: 'warning.main' }} data-testid="bank-file-left-out">
                {t('payoutRun:bankFile.leftOut', {
                  count: plan.leftOut.length,
                  names: plan.leftOut
                    .map(({ partner, warnings }) =>
                      t('payoutRun:bankFile.leftOutPartner', {
                        name: partner.partnerName,
                        reasons: warnings.map((warning) => t(`payoutRun:warning.${warning}`)).join(', '),
                      }),
                    )
                    .join('; '),
                })}
              </Box>
            )}
          </Box>
        }
        confirmLabel={t('payoutRun:bankFile.download')}
        onConfirm={downloadBankFile}
        onCancel={() => setFileAsked(false)}
      />
      {confirmDialog}
    </>
  );
}

/** The bookings waiting in an open payout batch (prepared, or approved and not yet paid), with it. */
function openBatchOfBookings(answer: PayoutBatchListAnswer | undefined) {
  const held = new Map<string, { batchId: string; status: string }>();
  if (!answer?.available) return held;
  for (const batch of answer.batches)
    if (batch.status === 'PREPARED' || batch.status === 'APPROVED')
      for (const bookingId of batch.bookingIds)
        held.set(bookingId, { batchId: batch.batchId, status: batch.status });
  return held;
}
