import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { OnceNeeded } from '../../components/dialogs/OnceNeeded';
import { recordListStatus, useRecordInAddress } from '../../components/navigation/useRecordInAddress';
import { actionsColumn, DataTable, useListStateInUrl, type DataTableColumn } from '../../components/table';
import { listRefreshOf } from '../../components/feedback/ListFreshness';
import { formatBaht, formatDateTime, formatNumber, formatText } from '../../lib/format';
import { LIVE_QUERY_OPTIONS } from '../../services/api';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';
import {
  useGetPayoutSettingsQuery,
  useListPayoutBatchesQuery,
  type PayoutBatchSummaryView,
} from '../../payouts/payoutBatchesApi';
import { BatchStatusChip } from './BatchStatusChip';
import { ThresholdDialog } from './ThresholdDialog';

/** A batch's details, approval and payment load when one is first opened. */
const PayoutBatchDialog = lazy(() =>
  import('./PayoutBatchDialog').then((module) => ({ default: module.PayoutBatchDialog })),
);

const batchId = (batch: PayoutBatchSummaryView) => batch.batchId;

/**
 * Payout batches (issue 68, ours): each prepared on the payout run by one administrator and approved
 * or sent back by another, then paid from its bank file and one slip per partner. Where the API has
 * no payout batches (404) the page says so, and the payout run pays as before.
 */
export default function PayoutBatchesPage() {
  const { t } = useTranslation(['payoutBatches', 'pages', 'table', 'records']);
  const language = useAppSelector(selectLanguage);
  const list = useListStateInUrl();
  const batches = useListPayoutBatchesQuery(undefined, LIVE_QUERY_OPTIONS);
  const available = batches.data?.available !== false;
  const rows = batches.data?.available ? batches.data.batches : undefined;
  const settings = useGetPayoutSettingsQuery(undefined, { skip: !batches.data?.available });
  const [thresholdOpen, setThresholdOpen] = useState(false);
  const viewing = useRecordInAddress<PayoutBatchSummaryView>({
    kind: 'payoutBatch',
    find: (id) => rows?.find((batch) => batch.batchId === id),
    idOf: batchId,
    status: recordListStatus({ currentData: rows, isError: batches.isError }),
  });
  const { open } = viewing;

  const columns = useMemo((): DataTableColumn<PayoutBatchSummaryView>[] => {
    const when = (value: unknown) => formatDateTime(value, language);
    return [
      {
        field: 'preparedAt',
        headerName: t('payoutBatches:columns.preparedAt'),
        minWidth: 150,
        valueFormatter: (value) => when(value),
      },
      {
        field: 'status',
        headerName: t('payoutBatches:columns.status'),
        minWidth: 150,
        valueGetter: (_value, batch) => batch.status,
        renderCell: ({ row }) => <BatchStatusChip status={row.status} />,
      },
      {
        field: 'total',
        headerName: t('payoutBatches:columns.total'),
        type: 'number',
        minWidth: 130,
        valueFormatter: (value) => formatBaht(value, language),
      },
      {
        field: 'partners',
        headerName: t('payoutBatches:columns.partners'),
        type: 'number',
        minWidth: 100,
        hideBelow: 'sm',
        valueFormatter: (value) => formatNumber(value, language),
      },
      {
        field: 'bookings',
        headerName: t('payoutBatches:columns.bookings'),
        type: 'number',
        minWidth: 100,
        hideBelow: 'sm',
        valueFormatter: (value) => formatNumber(value, language),
      },
      {
        field: 'preparedBy',
        headerName: t('payoutBatches:columns.preparedBy'),
        flex: 1,
        minWidth: 160,
        hideBelow: 'md',
        valueGetter: (_value, batch) => formatText(batch.preparedBy.name),
      },
      {
        field: 'decidedBy',
        headerName: t('payoutBatches:columns.decidedBy'),
        flex: 1,
        minWidth: 160,
        hideBelow: 'md',
        valueGetter: (_value, batch) => formatText(batch.decidedBy?.name),
      },
      actionsColumn<PayoutBatchSummaryView>({
        headerName: t('payoutBatches:columns.actions'),
        width: 90,
        actions: (batch) => [
          {
            key: 'open',
            label: t('payoutBatches:open', { date: when(batch.preparedAt) }),
            icon: <VisibilityRounded fontSize="small" />,
            onClick: () => open(batch),
          },
        ],
      }),
    ];
  }, [t, language, open]);

  const threshold = settings.data?.approvalThreshold;
  return (
    <>
      <PageBreadcrumb title={t('pages:payoutBatches.title')} />
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }}>
        {t('payoutBatches:intro')}
      </Typography>
      {!available ? (
        <Alert severity="info" data-testid="payout-batches-unavailable">
          {t('payoutBatches:unavailable')}
        </Alert>
      ) : (
        <>
          {settings.data && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
              <Chip
                size="small"
                variant="outlined"
                data-testid="payout-threshold"
                label={
                  threshold === null || threshold === undefined
                    ? t('payoutBatches:threshold.every')
                    : t('payoutBatches:threshold.from', { amount: formatBaht(threshold, language) })
                }
                sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              />
              <Button size="small" onClick={() => setThresholdOpen(true)}>
                {t('payoutBatches:threshold.change')}
              </Button>
            </Box>
          )}
          <DataTable<PayoutBatchSummaryView>
            label={t('pages:payoutBatches.title')}
            rows={rows}
            columns={columns}
            list={list}
            getRowId={batchId}
            searchMode="none"
            loading={batches.isFetching}
            error={batches.isError}
            errorMessage={t('payoutBatches:loadFailed')}
            onRetry={() => void batches.refetch()}
            refresh={listRefreshOf(batches)}
          />
        </>
      )}
      <OnceNeeded needed={viewing.record !== null}>
        <PayoutBatchDialog batchId={viewing.record?.batchId ?? null} onClose={viewing.close} />
      </OnceNeeded>
      {thresholdOpen && (
        <ThresholdDialog open threshold={threshold ?? null} onClose={() => setThresholdOpen(false)} />
      )}
    </>
  );
}
