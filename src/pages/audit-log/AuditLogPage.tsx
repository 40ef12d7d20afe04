import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { actionLabel, changesText, targetKindLabel } from '../../audit/auditEntries';
import { entryRecordLink } from '../../audit/auditLinks';
import { listRefreshOf } from '../../components/feedback/ListFreshness';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { Link as RouterLink } from 'react-router';
import {
  ANY_TEXT,
  DataTable,
  keepActivationKeys,
  SelectField,
  TruncatedText,
  useCellFocus,
  useListStateInUrl,
  type DataTableColumn,
  type FilterOptions,
  type SelectOption,
} from '../../components/table';
import { formatDateTime, formatText, isDayKey, type FormatLanguage } from '../../lib/format';
import { displayName } from '../../lib/names';
import { readWholeAuditLog, useGetAuditLogQuery } from '../../services/auditApi';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
  type AuditTargetKind,
} from '../../../contract';
import { useSearchProfilesQuery } from '../../services/profilesApi';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';

type AuditFilter = 'actorId' | 'action' | 'targetKind' | 'targetId' | 'from' | 'to';
/** The select's "every one" value: no admin id, action or kind is spelt so. */
const ALL = 'all';
const listOptions: { filters: FilterOptions<AuditFilter> } = {
  filters: {
    actorId: ANY_TEXT,
    action: [ALL, ...AUDIT_ACTIONS],
    targetKind: [ALL, ...AUDIT_TARGET_KINDS],
    targetId: ANY_TEXT,
    from: ANY_TEXT,
    to: ANY_TEXT,
  },
};
const ADMINS = { role: 'ADMIN' } as const;
/** The API answers newest first, a page at a time: a column sorting one page would mislead. */
const newestFirst = { sortable: false } as const;
/** The days the log is shown between, both included. */
const DAY_BOUNDS = ['from', 'to'] as const;
/** The API's longest id filter (AuditLogQuerySchema). */
const ID_FILTER_MAX = 100;
/** An id in the address longer than the API takes is no filter, as a day that does not exist. */
const idFilter = (value: string): string => (value.length <= ID_FILTER_MAX ? value.trim() : '');

/** The entry's record, as a link to its dialog when the console has one. */
function TargetCell({ row, value, hasFocus, tabIndex }: GridRenderCellParams<AuditEntry, string>) {
  const { t } = useTranslation(['audit', 'pages', 'roles']);
  const ref = useCellFocus(hasFocus);
  const link = entryRecordLink(row);
  if (!link) return <TruncatedText value={value} focused={hasFocus} />;
  return (
    <Box ref={ref} onKeyDown={keepActivationKeys} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Link
        component={RouterLink}
        to={link}
        tabIndex={tabIndex}
        aria-label={t('audit:log.openTarget', {
          kind: targetKindLabel(t, row.targetKind),
          name: formatText(row.targetName ?? row.targetId),
        })}
      >
        {value}
      </Link>
    </Box>
  );
}

/** The record id filter: what is typed is sent on Enter or when the field is left. */
function TargetIdField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation(['audit', 'pages', 'roles']);
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new value from the address (a timeline's link, Clear filters) replaces what was typed.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <TextField
      size="small"
      label={t('audit:log.filters.targetId')}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(draft.trim());
      }}
      onBlur={() => onCommit(draft.trim())}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{ htmlInput: { maxLength: ID_FILTER_MAX, spellCheck: false } }}
    />
  );
}

/**
 * The audit log (ours): every admin change, newest first, paged by the API and filtered in the
 * address (admin, action, kind of record, record id, from and to in Thailand's days), each entry
 * linked to its record's dialog. An API without an audit trail (404) is said so in place of the table.
 */
export default function AuditLogPage() {
  const { t } = useTranslation(['audit', 'pages', 'roles']);
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage) as FormatLanguage;
  const list = useListStateInUrl<AuditFilter>(listOptions);
  const { filters, page, pageSize } = list.state;
  const actorId = idFilter(filters.actorId);
  const targetId = idFilter(filters.targetId);
  const admins = useSearchProfilesQuery(ADMINS);
  const matching = useMemo(
    (): Omit<AuditLogQuery, 'page' | 'size'> => ({
      actorId: actorId || undefined,
      action: filters.action === ALL ? undefined : (filters.action as AuditAction),
      targetKind: filters.targetKind === ALL ? undefined : (filters.targetKind as AuditTargetKind),
      targetId: targetId || undefined,
      // A day that does not exist (typed in the address) is no filter rather than a failed load.
      from: isDayKey(filters.from) ? filters.from : undefined,
      to: isDayKey(filters.to) ? filters.to : undefined,
    }),
    [filters, actorId, targetId],
  );
  const query: AuditLogQuery = { ...matching, page, size: pageSize };
  const log = useGetAuditLogQuery(query);
  // The export writes every entry the filters match, not only the page on screen.
  const exportRows = useCallback(
    (progress: (loaded: number, total: number) => void) => readWholeAuditLog(dispatch, matching, progress),
    [dispatch, matching],
  );
  const answer = log.data;
  const datesReversed = query.from !== undefined && query.to !== undefined && query.from > query.to;

  const actorOptions = useMemo((): SelectOption[] => {
    const options = (admins.data ?? []).map((admin) => ({
      value: admin.profileId,
      label: formatText(displayName(admin) || admin.email),
    }));
    // An admin no longer listed (demoted, deleted) keeps their entries: their filter still shows.
    if (actorId && !options.some((option) => option.value === actorId)) {
      const named = answer?.entries.find((entry) => entry.actorId === actorId)?.actorName;
      options.push({ value: actorId, label: formatText(named ?? actorId) });
    }
    return [{ value: ALL, label: t('audit:log.filters.allActors') }, ...options];
  }, [admins.data, actorId, answer, t]);

  const columns = useMemo(
    (): DataTableColumn<AuditEntry>[] => [
      {
        field: 'at',
        ...newestFirst,
        headerName: t('audit:log.columns.at'),
        width: 150,
        valueGetter: (_value, entry) => formatDateTime(entry.at, language),
      },
      {
        field: 'actorName',
        ...newestFirst,
        headerName: t('audit:log.columns.actor'),
        flex: 0.8,
        minWidth: 140,
        hideBelow: 'sm',
        valueGetter: (_value, entry) => formatText(entry.actorName),
      },
      {
        field: 'action',
        ...newestFirst,
        headerName: t('audit:log.columns.action'),
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, entry) => actionLabel(t, entry.action),
      },
      {
        field: 'target',
        ...newestFirst,
        headerName: t('audit:log.columns.target'),
        flex: 1.1,
        minWidth: 190,
        valueGetter: (_value, entry) =>
          t('audit:log.target', {
            kind: targetKindLabel(t, entry.targetKind),
            name: formatText(entry.targetName ?? entry.targetId),
          }),
        renderCell: (params) => <TargetCell {...params} />,
      },
      {
        field: 'changes',
        ...newestFirst,
        headerName: t('audit:log.columns.changes'),
        flex: 2,
        minWidth: 240,
        hideBelow: 'md',
        maxLength: 100,
        valueGetter: (_value, entry) => changesText(t, language, entry),
      },
    ],
    [t, language],
  );

  const filterFields = (
    <>
      <SelectField
        label={t('audit:log.filters.actor')}
        value={actorId || ALL}
        options={actorOptions}
        onChange={(actorId) => list.setFilter('actorId', actorId === ALL ? '' : actorId)}
        minWidth={180}
      />
      <SelectField
        label={t('audit:log.filters.action')}
        value={filters.action}
        options={listOptions.filters.action.map((action) => ({
          value: action,
          label: action === ALL ? t('audit:log.filters.allActions') : actionLabel(t, action),
        }))}
        onChange={(action) => list.setFilter('action', action)}
        minWidth={180}
      />
      <SelectField
        label={t('audit:log.filters.targetKind')}
        value={filters.targetKind}
        options={listOptions.filters.targetKind.map((kind) => ({
          value: kind,
          label: kind === ALL ? t('audit:log.filters.allTargetKinds') : targetKindLabel(t, kind),
        }))}
        onChange={(kind) => list.setFilter('targetKind', kind)}
      />
      <TargetIdField value={targetId} onCommit={(targetId) => list.setFilter('targetId', targetId)} />
      {DAY_BOUNDS.map((bound) => (
        <TextField
          key={bound}
          type="date"
          size="small"
          label={t(`audit:log.filters.${bound}`)}
          value={isDayKey(filters[bound]) ? filters[bound] : ''}
          onChange={(event) => list.setFilter(bound, event.target.value)}
          error={bound === 'to' && datesReversed}
          helperText={bound === 'to' && datesReversed ? t('audit:log.filters.dateOrder') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );

  return (
    <>
      <PageBreadcrumb title={t('pages:auditLog.title')} />
      {answer && !answer.available ? (
        <Alert severity="info">{t('audit:unavailable')}</Alert>
      ) : (
        <DataTable<AuditEntry>
          label={t('audit:log.tableLabel')}
          rows={answer?.entries}
          rowCount={answer?.total}
          columns={columns}
          list={list}
          getRowId={(entry) => entry.auditId}
          searchMode="none"
          loading={log.isFetching}
          error={log.isError}
          onRetry={() => void log.refetch()}
          refresh={listRefreshOf(log)}
          exportFileName={t('audit:log.exportFileName')}
          exportRows={exportRows}
          filters={filterFields}
        />
      )}
    </>
  );
}
