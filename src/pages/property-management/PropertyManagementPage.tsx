import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useShownWhileClosing } from '../../components/dialogs/DetailsDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ListFreshness, listRefreshOf } from '../../components/feedback/ListFreshness';
import { CardGridSkeleton } from '../../components/feedback/Skeletons';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { recordListStatus, useRecordInAddress } from '../../components/navigation/useRecordInAddress';
import type { Property, PropertyListByApproval, PropertyType } from '../../../contract';
import { useGetLocationsQuery, useGetPropertyListQuery } from '../../services/propertiesApi';
import { BulkApprovalBar, BulkResultDialog } from './BulkApproval';
import { BulkConfirmMessage, DeletePropertyMessage } from './ConfirmMessages';
import { OwnersDialog } from './OwnersDialog';
import { PropertyCard } from './PropertyCard';
import { PropertySearchPanel } from './PropertySearchPanel';
import { PropertySummary } from './PropertySummary';
import { summarize, typeLabel, wholeProperty } from './summary';
import { useDecisionFocus } from './useDecisionFocus';
import { usePropertyDecisions, type BulkOutcome, type DecisionKind } from './usePropertyDecisions';
import { useSearchState, type ApprovalTab } from './useSearchState';

/** A set with the ids added or removed. */
function toggled(set: ReadonlySet<string>, ids: string[], on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

const EMPTY_LIST: PropertyListByApproval = { approve: [], notApprove: [] };
const TABS: ApprovalTab[] = ['pending', 'approved'];

type Confirming =
  | { kind: DecisionKind; type: PropertyType }
  | { kind: 'bulk'; types: PropertyType[] }
  | { kind: 'deleteProperty'; property: Property };

/**
 * Property management (spec section 2): administrators decide which property types go live.
 * Search, summary, pending and approved tabs of expandable property cards, decisions behind a
 * confirmation, bulk approval, and the owners dialog.
 */
export default function PropertyManagementPage() {
  const { t } = useTranslation(['properties', 'pages', 'records']);
  const locations = useGetLocationsQuery();
  const search = useSearchState(locations);
  const list = useGetPropertyListQuery(search.query, {
    refetchOnMountOrArgChange: true,
    skip: !search.ready,
  });
  const decisions = usePropertyDecisions();
  // The last decision asked about stays while its dialog closes, so the dialog does not go blank.
  const [confirmation, setConfirmation] = useState<{ open: boolean; asked: Confirming | null }>({
    open: false,
    asked: null,
  });
  const ask = (asked: Confirming) => setConfirmation({ open: true, asked });
  const closeConfirmation = () => setConfirmation((current) => ({ ...current, open: false }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // By property id, in both tabs: a property opened in one is open in the other, where its decided types go.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // In either tab: the link names the property, not the tab.
  const owners = useRecordInAddress<Property>({
    kind: 'property',
    find: (propertyId) =>
      [...(list.currentData?.notApprove ?? []), ...(list.currentData?.approve ?? [])].find(
        (property) => property.propertyId === propertyId,
      ),
    idOf: (property) => property.propertyId,
    status: recordListStatus(list),
  });
  // Kept while the dialog closes, so its content does not vanish mid-animation.
  const ownersShown = useShownWhileClosing(owners.record);
  const [bulkOutcomes, setBulkOutcomes] = useState<BulkOutcome[] | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const decisionFocus = useDecisionFocus(panelRef, `property-tab-${search.tab}`, list.currentData);

  const loading = list.currentData === undefined && !list.isError;
  const searchFailed = list.isError && search.isSearch;
  const data = list.currentData ?? EMPTY_LIST;
  const summary = loading ? null : summarize(data);
  const pendingTypes = data.notApprove.flatMap((property) => property.propertyTypes);
  // Only types still pending and not on their way to the server count as selected.
  const selectedTypes = pendingTypes.filter(
    (type) => selected.has(type.propertyTypeId) && !decisions.busyIds.has(type.propertyTypeId),
  );

  const select = (ids: string[], on: boolean) => setSelected((current) => toggled(current, ids, on));

  const applySearch: typeof search.applySearch = (next) => {
    if (next.keyword !== search.applied.keyword || next.locationId !== search.applied.locationId)
      search.applySearch(next);
    // The same search again reloads it; one still waiting for the locations loads once they are in.
    else if (search.ready) void list.refetch();
  };
  const clearSearch = () => applySearch({ keyword: '', locationId: '' });

  const confirm = async () => {
    const confirming = confirmation.asked;
    if (!confirmation.open || !confirming) return;
    closeConfirmation();
    if (confirming.kind === 'deleteProperty') {
      await decisions.deleteProperty(confirming.property);
      return;
    }
    if (confirming.kind !== 'bulk') {
      const { propertyTypeId } = confirming.type;
      decisionFocus.afterDecision(
        confirming.kind,
        confirming.type,
        shownList.find((property) =>
          property.propertyTypes.some((type) => type.propertyTypeId === propertyTypeId),
        ),
      );
      select([propertyTypeId], false);
      await decisions.decide(confirming.kind, confirming.type);
      return;
    }
    decisionFocus.afterBulk(confirming.types);
    const outcomes = await decisions.approveAll(confirming.types);
    select(
      outcomes.filter((outcome) => outcome.approved).map((outcome) => outcome.type.propertyTypeId),
      false,
    );
    if (outcomes.some((outcome) => !outcome.approved)) setBulkOutcomes(outcomes);
  };

  const confirmText = (() => {
    const confirming = confirmation.asked;
    if (!confirming) return { title: '', message: '', action: '' };
    if (confirming.kind === 'bulk') {
      return {
        title: t('properties:confirm.bulk.title', { count: confirming.types.length }),
        message: <BulkConfirmMessage types={confirming.types} />,
        action: t('properties:confirm.bulk.action'),
      };
    }
    if (confirming.kind === 'deleteProperty') {
      return {
        title: t('properties:confirm.deleteProperty.title'),
        message: <DeletePropertyMessage property={confirming.property} />,
        action: t('properties:confirm.deleteProperty.action'),
      };
    }
    const name = typeLabel(confirming.type);
    return {
      title: t(`properties:confirm.${confirming.kind}.title`),
      message: t(`properties:confirm.${confirming.kind}.message`, { name }),
      action: t(`properties:confirm.${confirming.kind}.action`),
    };
  })();

  const tabList = (tab: ApprovalTab) => (tab === 'pending' ? data.notApprove : data.approve);
  const shownList = tabList(search.tab);

  // "No search results" only when the search found nothing at all; otherwise the tab's own message.
  const emptyState =
    search.isSearch && data.approve.length === 0 && data.notApprove.length === 0 ? (
      <EmptyState
        icon={<SearchOffRounded fontSize="inherit" />}
        title={t('properties:empty.search')}
        description={t('properties:empty.searchHint')}
        action={
          <Button variant="outlined" onClick={clearSearch}>
            {t('properties:empty.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t(search.tab === 'pending' ? 'properties:empty.pending' : 'properties:empty.approved')}
        description={t(
          search.tab === 'pending' ? 'properties:empty.pendingHint' : 'properties:empty.approvedHint',
        )}
      />
    );

  return (
    <>
      <PageBreadcrumb title={t('pages:propertyManagement.title')} />
      <Stack spacing={3} data-testid="property-management-content">
        <PropertySearchPanel
          applied={search.applied}
          locations={locations.data ?? []}
          locationsLoading={locations.isLoading}
          onSearch={applySearch}
          onClear={clearSearch}
        />

        {list.isError && !search.isSearch ? (
          <Card>
            <ErrorState onRetry={() => void list.refetch()} />
          </Card>
        ) : (
          <>
            {searchFailed && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                    {t('common.tryAgain')}
                  </Button>
                }
              >
                {t('errors.searchFailed')}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: -2 }}>
              <ListFreshness {...listRefreshOf(list)} />
            </Box>
            <PropertySummary summary={summary} />
            {/* Clipped, not hidden: a hidden overflow would be the scroll box the bulk bar sticks
                to, which then pushes the bar down onto the first card instead of following the page. */}
            <Card sx={{ overflow: 'clip' }}>
              <Tabs
                value={search.tab}
                onChange={(_event, tab: ApprovalTab) => search.setTab(tab)}
                aria-label={t('properties:tabs.label')}
                variant="fullWidth"
                sx={{ borderBottom: 1, borderColor: 'divider' }}
              >
                {TABS.map((tab) => {
                  const count = tabList(tab).reduce(
                    (sum, property) => sum + property.propertyTypes.length,
                    0,
                  );
                  return (
                    <Tab
                      key={tab}
                      value={tab}
                      id={`property-tab-${tab}`}
                      aria-controls={`property-tabpanel-${tab}`}
                      label={
                        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                          {t(`properties:tabs.${tab}`)}
                          <Chip
                            size="small"
                            color={tab === 'pending' ? 'secondary' : 'success'}
                            label={loading ? '…' : count}
                          />
                        </Box>
                      }
                    />
                  );
                })}
              </Tabs>
              <Box
                ref={panelRef}
                role="tabpanel"
                id={`property-tabpanel-${search.tab}`}
                aria-labelledby={`property-tab-${search.tab}`}
                sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default' }}
              >
                {search.tab === 'pending' && !loading && pendingTypes.length > 0 && (
                  <BulkApprovalBar
                    selectedCount={selectedTypes.length}
                    onApprove={() => ask({ kind: 'bulk', types: selectedTypes })}
                    onClear={() => setSelected(new Set())}
                  />
                )}
                {loading ? (
                  <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
                    <CardGridSkeleton count={4} />
                  </Box>
                ) : shownList.length === 0 ? (
                  // A failed search emptied the lists: the alert above says so, not "no results".
                  !searchFailed && emptyState
                ) : (
                  <Stack spacing={2}>
                    {shownList.map((property, index) => (
                      <PropertyCard
                        key={property.propertyId || index}
                        property={property}
                        selectable={search.tab === 'pending'}
                        selectedIds={selected}
                        busyIds={decisions.busyIds}
                        expanded={expanded.has(property.propertyId)}
                        onExpandedChange={(open) =>
                          setExpanded((current) => toggled(current, [property.propertyId], open))
                        }
                        onSelect={select}
                        onDecide={(kind, type) => ask({ kind, type })}
                        onShowOwners={owners.open}
                        onDelete={(shown) =>
                          ask({ kind: 'deleteProperty', property: wholeProperty(data, shown) })
                        }
                      />
                    ))}
                  </Stack>
                )}
              </Box>
            </Card>
          </>
        )}
      </Stack>

      <ConfirmDialog
        open={confirmation.open}
        title={confirmText.title}
        message={confirmText.message}
        confirmLabel={confirmText.action}
        danger={['reject', 'revoke', 'deleteProperty'].includes(confirmation.asked?.kind ?? '')}
        onConfirm={() => void confirm()}
        onCancel={closeConfirmation}
      />
      <OwnersDialog open={owners.record !== null} property={ownersShown} onClose={owners.close} />
      <BulkResultDialog outcomes={bulkOutcomes} onClose={() => setBulkOutcomes(null)} />
    </>
  );
}
