import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { useConfirm } from '../../components/dialogs/useConfirm';
import { ProfileAvatar } from '../../components/display/ProfileAvatar';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { recordListStatus, useRecordInAddress } from '../../components/navigation/useRecordInAddress';
import {
  actionsColumn,
  DataTable,
  TruncatedText,
  useListStateInUrl,
  useRowTasks,
  type DataTableColumn,
  type RowAction,
} from '../../components/table';
import { formatText } from '../../lib/format';
import type { PartnerRequest } from '../../../contract';
import {
  useApprovePartnerRequestMutation,
  useDeletePartnerRequestMutation,
  useGetPartnersWithoutPropertiesQuery,
  useGetPendingPartnerRequestsQuery,
} from '../../services/partnersApi';
import { OnceNeeded } from '../../components/dialogs/OnceNeeded';
import { partnerName } from '../../lib/names';
import { listRefreshOf } from '../../components/feedback/ListFreshness';

// Two lists on one page: each keeps its own search, sort and page in the address.
const pendingListOptions = { prefix: 'requests' };
const approvedListOptions = { prefix: 'partners' };

const requestId = (request: PartnerRequest) => request.profilePartnerId;

/** A partner's details load when one is first viewed: most visits decide from the tables. */
const PartnerDetailsDialog = lazy(() =>
  import('./PartnerDetailsDialog').then((module) => ({ default: module.PartnerDetailsDialog })),
);

/**
 * Partner management (spec section 2): pending partner requests (view, approve, reject) and
 * approved partners without properties (view, cancel approval). Approve sends the request's
 * encrypted profile id to update-role-to-partner; reject and cancel approval delete the request.
 * Each ends with the console's notice (the same confirmation as every change). Both lists reload
 * after every action (cache tags).
 */
export default function PartnerManagementPage() {
  const { t } = useTranslation(['partners', 'pages', 'records']);
  const pendingList = useListStateInUrl(pendingListOptions);
  const approvedList = useListStateInUrl(approvedListOptions);
  const pending = useGetPendingPartnerRequestsQuery();
  const approved = useGetPartnersWithoutPropertiesQuery();
  const [approve] = useApprovePartnerRequestMutation();
  const [deleteRequest] = useDeletePartnerRequestMutation();
  const tasks = useRowTasks();
  const { confirm, dialog } = useConfirm();
  // An application or a partner without properties: the link does not say which list holds it.
  const viewing = useRecordInAddress<PartnerRequest>({
    kind: 'partner',
    find: (id) =>
      pending.currentData?.find((request) => requestId(request) === id) ??
      approved.currentData?.find((request) => requestId(request) === id),
    idOf: requestId,
    status: recordListStatus(pending, approved),
  });
  const { open: openViewing } = viewing;

  const { pendingColumns, approvedColumns } = useMemo(() => {
    const nameOf = (request: PartnerRequest) => formatText(partnerName(request));

    const approveRequest = async (request: PartnerRequest) => {
      const confirmed = await confirm({
        title: t('partners:approve.title'),
        message: t('partners:approve.message', { name: nameOf(request) }),
        confirmLabel: t('partners:approve.confirm'),
      });
      if (confirmed) {
        await tasks.run(
          requestId(request),
          'partners:failed.approve',
          () => approve({ profileId: request.profileId }).unwrap(),
          { messageKey: 'partners:approve.done', values: { name: nameOf(request) } },
        );
      }
    };

    /** Reject and cancel approval: the same delete call, each with its own words. */
    const removeRequest = async (request: PartnerRequest, kind: 'reject' | 'cancelApproval') => {
      const confirmed = await confirm({
        title: t(`partners:${kind}.title`),
        message: t(`partners:${kind}.message`, { name: nameOf(request) }),
        confirmLabel: t(`partners:${kind}.confirm`),
        danger: true,
      });
      if (!confirmed) return;
      await tasks.run(
        requestId(request),
        `partners:failed.${kind}`,
        () => deleteRequest({ profilePartnerId: request.profilePartnerId, decision: kind }).unwrap(),
        { messageKey: `partners:${kind}.done`, values: { name: nameOf(request) } },
      );
    };

    const view = (request: PartnerRequest): RowAction => ({
      key: 'view',
      label: t('partners:actions.view', { name: nameOf(request) }),
      icon: <VisibilityRounded fontSize="small" />,
      onClick: () => openViewing(request),
    });

    const common: DataTableColumn<PartnerRequest>[] = [
      {
        field: 'name',
        headerName: t('partners:columns.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, request) => partnerName(request),
        renderCell: ({ row, value, hasFocus }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <ProfileAvatar imageId={row.image} firstName={row.firstName} lastName={row.lastName} size={34} />
            <TruncatedText value={value} focused={hasFocus} />
          </Box>
        ),
      },
      { field: 'email', headerName: t('partners:columns.email'), flex: 1, minWidth: 200, hideBelow: 'sm' },
    ];

    return {
      pendingColumns: [
        ...common,
        actionsColumn<PartnerRequest>({
          headerName: t('partners:columns.actions'),
          width: 130,
          actions: (request) => [
            view(request),
            {
              key: 'approve',
              label: t('partners:actions.approve', { name: nameOf(request) }),
              icon: <CheckCircleOutlineRounded fontSize="small" />,
              color: 'success',
              onClick: () => void approveRequest(request),
            },
            {
              key: 'reject',
              label: t('partners:actions.reject', { name: nameOf(request) }),
              icon: <HighlightOffRounded fontSize="small" />,
              color: 'error',
              onClick: () => void removeRequest(request, 'reject'),
            },
          ],
        }),
      ],
      approvedColumns: [
        ...common,
        actionsColumn<PartnerRequest>({
          headerName: t('partners:columns.actions'),
          width: 96,
          actions: (request) => [
            view(request),
            {
              key: 'cancelApproval',
              label: t('partners:actions.cancelApproval', { name: nameOf(request) }),
              icon: <PersonRemoveRounded fontSize="small" />,
              color: 'error',
              onClick: () => void removeRequest(request, 'cancelApproval'),
            },
          ],
        }),
      ],
    };
  }, [t, tasks, approve, deleteRequest, confirm, openViewing]);

  const isRowBusy = (request: PartnerRequest) => tasks.isBusy(requestId(request));

  return (
    <>
      <PageBreadcrumb title={t('pages:partnerManagement.title')} />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="partner-requests-title">
          <Typography id="partner-requests-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('partners:pending.title')}
          </Typography>
          <DataTable<PartnerRequest>
            label={t('partners:pending.title')}
            rows={pending.data}
            columns={pendingColumns}
            list={pendingList}
            getRowId={requestId}
            rowNumbers
            loading={pending.isFetching}
            error={pending.isError}
            onRetry={() => void pending.refetch()}
            refresh={listRefreshOf(pending)}
            isRowBusy={isRowBusy}
            exportFileName={t('partners:pending.exportFileName')}
          />
        </Box>
        <Box component="section" aria-labelledby="partners-approved-title">
          <Typography id="partners-approved-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('partners:approved.title')}
          </Typography>
          <DataTable<PartnerRequest>
            label={t('partners:approved.title')}
            rows={approved.data}
            columns={approvedColumns}
            list={approvedList}
            getRowId={requestId}
            rowNumbers
            loading={approved.isFetching}
            error={approved.isError}
            onRetry={() => void approved.refetch()}
            refresh={listRefreshOf(approved)}
            isRowBusy={isRowBusy}
            exportFileName={t('partners:approved.exportFileName')}
          />
        </Box>
      </Stack>
      <OnceNeeded needed={viewing.record !== null}>
        <PartnerDetailsDialog request={viewing.record} onClose={viewing.close} />
      </OnceNeeded>
      {dialog}
    </>
  );
}
