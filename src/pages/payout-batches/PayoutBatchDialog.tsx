import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { BatchLimits } from '../../../contract';
import { isApiFailure } from '../../services/apiFailure';
import { DetailsDialog, useShownWhileClosing } from '../../components/dialogs/DetailsDialog';
import { ErrorState } from '../../components/feedback/ErrorState';
import { downloadCsv } from '../../lib/download';
import { formatBaht, formatDateTime, formatNumber, formatText } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { noticeShown } from '../../slices/noticeSlice';
import { selectLanguage } from '../../slices/themeSlice';
import { bankFileOf } from '../../payouts/bankFile';
import { SlipChooser, useSlipChoice } from '../../payouts/SlipChooser';
import {
  batchBankFilePlanOf,
  batchMonthOf,
  batchPartnersOf,
  type BatchPartner,
} from '../../payouts/payoutBatches';
import { maskedAccountNumber } from '../../payouts/payoutRun';
import {
  approvalOf,
  useApprovePayoutBatchMutation,
  useGetPayoutBatchQuery,
  useSendBackPayoutBatchMutation,
  useUploadPayoutBatchSlipMutation,
  type PayoutBatchView,
} from '../../payouts/payoutBatchesApi';
import { BatchStatusChip } from './BatchStatusChip';

/**
 * One payout batch: what its preparer froze (per partner, the bank account and each booking's
 * deposit, charges and transfer; the total), who prepared and who decided, and what changed since.
 * Another admin approves it or sends it back with a reason; the preparer is told why they cannot
 * approve it. Approved, it gives its bank file and takes one slip per partner.
 */
export function PayoutBatchDialog({ batchId, onClose }: { batchId: string | null; onClose: () => void }) {
  const { t } = useTranslation('payoutBatches');
  const language = useAppSelector(selectLanguage);
  const shownId = useShownWhileClosing(batchId);
  const batch = useGetPayoutBatchQuery(shownId ?? skipToken, { refetchOnMountOrArgChange: true });
  const data = batch.data && batch.data.batchId === shownId ? batch.data : undefined;
  return (
    <DetailsDialog
      open={batchId !== null}
      onClose={onClose}
      maxWidth="md"
      fullScreenBelow="md"
      title={t('payoutBatches:dialog.title', {
        date: data ? formatDateTime(data.preparedAt, language) : '…',
      })}
    >
      {data ? (
        <BatchDetails batch={data} />
      ) : batch.isError ? (
        <ErrorState message={t('payoutBatches:loadFailed')} onRetry={() => void batch.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={240} aria-busy />
      )}
    </DetailsDialog>
  );
}

/** On a phone a line shows its booking and its transfer; the deposit and charges from the tablet up. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function BatchDetails({ batch }: { batch: PayoutBatchView }) {
  const { t } = useTranslation('payoutBatches');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const adminId = useAppSelector((state) => state.auth.user?.id);
  const [approve, approving] = useApprovePayoutBatchMutation();
  const [sendBackOpen, setSendBackOpen] = useState(false);
  const [slipFor, setSlipFor] = useState<BatchPartner | null>(null);
  const money = (value: unknown) => formatBaht(value, language);
  const when = (value: unknown) => formatDateTime(value, language);
  const partners = batchPartnersOf(batch);
  const approval = approvalOf(batch, adminId);
  const staleReasons = [...new Set(batch.lines.flatMap((line) => line.staleReasons))];
  // Only an approved batch is paid from a bank file.
  const plan = batchBankFilePlanOf(batch);
  const leftOut = batch.status === 'APPROVED' ? plan.leftOut : [];

  async function approveBatch() {
    const result = await approve(batch.batchId);
    if ('data' in result)
      dispatch(noticeShown({ messageKey: 'payoutBatches:notice.approved', severity: 'success' }));
  }
  function downloadBankFile() {
    downloadCsv(bankFileOf(plan.lines), `payout-${batchMonthOf(batch)}-${batch.batchId.slice(0, 8)}.csv`);
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <BatchStatusChip status={batch.status} />
        <Typography variant="body2" data-testid="batch-figures">
          {t('payoutBatches:dialog.figures', {
            partners: formatNumber(batch.partners, language),
            bookings: formatNumber(batch.bookings, language),
            total: money(batch.total),
          })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
        <li>
          {t('payoutBatches:dialog.prepared', {
            name: formatText(batch.preparedBy.name),
            date: when(batch.preparedAt),
          })}
        </li>
        {!batch.approvalNeeded && <li>{t('payoutBatches:dialog.notNeeded')}</li>}
        {batch.decidedBy && batch.decidedAt && (
          <li>
            {t('payoutBatches:dialog.decided', {
              status: t(`payoutBatches:status.${batch.status === 'SENT_BACK' ? 'SENT_BACK' : 'APPROVED'}`),
              name: formatText(batch.decidedBy.name),
              date: when(batch.decidedAt),
            })}
          </li>
        )}
      </Box>
      {batch.status === 'SENT_BACK' && batch.reason && (
        <Alert severity="warning" data-testid="batch-reason">
          {t('payoutBatches:dialog.reason', { reason: batch.reason })}
        </Alert>
      )}
      {(batch.status === 'STALE' || staleReasons.length > 0) && (
        <Alert severity="error" data-testid="batch-stale">
          {t('payoutBatches:dialog.stale', {
            reason:
              staleReasons.length > 0
                ? staleReasons.map((reason) => t(`payoutBatches:staleReason.${reason}`)).join(', ')
                : formatText(batch.reason),
          })}
        </Alert>
      )}

      {batch.status === 'PREPARED' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Tooltip title={approval.why ? t(`payoutBatches:approveWhy.${approval.why}`) : ''}>
            <span>
              <Button
                variant="contained"
                color="success"
                startIcon={<CheckCircleOutlineRounded />}
                disabled={!approval.allowed || approving.isLoading}
                aria-describedby={approval.why ? 'batch-approve-why' : undefined}
                onClick={() => void approveBatch()}
              >
                {t('payoutBatches:approve')}
              </Button>
            </span>
          </Tooltip>
          <Button variant="outlined" startIcon={<UndoRounded />} onClick={() => setSendBackOpen(true)}>
            {t('payoutBatches:sendBack.open')}
          </Button>
          {approval.why && (
            <Typography
              id="batch-approve-why"
              variant="body2"
              sx={{ color: 'text.secondary' }}
              data-testid="batch-approve-why"
            >
              {t(`payoutBatches:approveWhy.${approval.why}`)}
            </Typography>
          )}
        </Box>
      )}
      {batch.status === 'APPROVED' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" startIcon={<FileDownloadRounded />} onClick={downloadBankFile}>
            {t('payoutBatches:bankFile')}
          </Button>
          {leftOut.length > 0 && (
            <Typography variant="body2" sx={{ color: 'warning.main' }}>
              {t('payoutBatches:bankFileLeftOut', {
                names: leftOut.map(({ partner }) => partner.name).join(', '),
              })}
            </Typography>
          )}
        </Box>
      )}

      {partners.map((partner) => (
        <Box
          key={partner.ownerProfileId}
          component="section"
          aria-label={partner.name}
          data-testid="batch-partner"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              alignItems: 'baseline',
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {partner.name}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {money(partner.transferAmount)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {partner.reading.account
              ? [
                  partner.reading.account.bankName,
                  maskedAccountNumber(partner.reading.account.accountNumber),
                  partner.reading.account.accountName,
                ].join(' · ')
              : t('payoutBatches:dialog.noAccount')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payoutBatches:dialog.booking')}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('payoutBatches:dialog.deposit')}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {t('payoutBatches:dialog.charges')}
                  </TableCell>
                  <TableCell align="right">{t('payoutBatches:dialog.transfer')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {partner.lines.map((line) => (
                  <TableRow key={line.paymentId} data-testid="batch-line">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatText(line.bookingCode)}
                      {line.staleReasons.length > 0 && (
                        <Typography variant="caption" component="div" sx={{ color: 'error.main' }}>
                          {t('payoutBatches:dialog.changed', {
                            reasons: line.staleReasons
                              .map((reason) => t(`payoutBatches:staleReason.${reason}`))
                              .join(', '),
                          })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {money(line.period1Amount)}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {money(line.commissionAmount + line.feeAmount)}
                    </TableCell>
                    <TableCell align="right">{money(line.transferAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {batch.status !== 'PREPARED' && (partner.paid || batch.status === 'APPROVED') && (
            <Box sx={{ mt: 1 }}>
              {partner.paid ? (
                <Chip size="small" color="success" label={t('payoutBatches:dialog.partnerPaid')} />
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<CloudUploadRounded />}
                  onClick={() => setSlipFor(partner)}
                >
                  {t('payoutBatches:recordSlip', { name: partner.name })}
                </Button>
              )}
            </Box>
          )}
        </Box>
      ))}

      <SendBackDialog open={sendBackOpen} batchId={batch.batchId} onClose={() => setSendBackOpen(false)} />
      <BatchSlipDialog batchId={batch.batchId} partner={slipFor} onClose={() => setSlipFor(null)} />
    </Box>
  );
}

/** Sends a prepared batch back to its preparer, with a reason (required). */
function SendBackDialog({ open, batchId, onClose }: { open: boolean; batchId: string; onClose: () => void }) {
  const { t } = useTranslation('payoutBatches');
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [sendBack, { isLoading }] = useSendBackPayoutBatchMutation();

  async function send() {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    const result = await sendBack({ batchId, reason: reason.trim() });
    if ('error' in result) return;
    dispatch(noticeShown({ messageKey: 'payoutBatches:notice.sentBack', severity: 'success' }));
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="send-back-title">
      <DialogTitle id="send-back-title">{t('payoutBatches:sendBack.title')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={t('payoutBatches:sendBack.label')}
          value={reason}
          error={missing}
          helperText={missing ? t('payoutBatches:sendBack.required') : t('payoutBatches:sendBack.help')}
          slotProps={{ htmlInput: { maxLength: BatchLimits.reason } }}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" color="warning" disabled={isLoading} onClick={() => void send()}>
          {t('payoutBatches:sendBack.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One partner's slip for their bookings of an approved batch: chosen, checked and compressed as every slip. */
function BatchSlipDialog({
  batchId,
  partner,
  onClose,
}: {
  batchId: string;
  partner: BatchPartner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('payoutBatches');
  const dispatch = useAppDispatch();
  const slip = useSlipChoice();
  const [upload, { isLoading }] = useUploadPayoutBatchSlipMutation();
  const { prepared, preparing, setProblem } = slip;

  async function record() {
    if (!partner) return;
    if (!prepared) {
      setProblem('noFile');
      return;
    }
    const { file } = prepared.compressed;
    const result = await upload({
      batchId,
      ownerProfileId: partner.ownerProfileId,
      file,
      fileName: file.name,
    });
    dispatch(
      noticeShown(
        'error' in result
          ? {
              messageKey: 'payoutBatches:notice.slipFailed',
              values: { name: partner.name },
              detail: isApiFailure(result.error) ? result.error.data.status.message || null : null,
              severity: 'error',
            }
          : {
              messageKey: 'payoutBatches:notice.slipRecorded',
              values: { name: partner.name },
              severity: 'success',
            },
      ),
    );
    if (!('error' in result)) onClose();
  }

  return (
    <Dialog
      open={partner !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="batch-slip-title"
    >
      <DialogTitle id="batch-slip-title">
        {partner && t('payoutBatches:recordSlip', { name: partner.name })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <SlipChooser choice={slip} disabled={isLoading} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadRounded />}
          disabled={preparing || isLoading}
          onClick={() => void record()}
        >
          {partner && t('payoutBatches:recordSlip', { name: partner.name })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
