import { useSearchParams } from 'react-router';
import { withinSearchLimit } from '../../lib/searchText';
import { SearchLimits, type PropertySearchQuery } from '../../services/contract';

export type ApprovalTab = 'pending' | 'approved';

export interface AppliedSearch {
  keyword: string;
  locationId: string;
}

/**
 * The screen's state in the address (?keyword&locationId&tab), so a search or a tab survives a
 * reload and can be shared.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const locationId = params.get('locationId')?.trim() ?? '';
  const applied: AppliedSearch = {
    keyword: withinSearchLimit('keyword', params.get('keyword')?.trim() ?? ''),
    // An id longer than the API takes names no location: no location filter rather than a refusal.
    locationId: locationId.length <= SearchLimits.locationId ? locationId : '',
  };
  const tab: ApprovalTab = params.get('tab') === 'approved' ? 'approved' : 'pending';
  const query: PropertySearchQuery = {
    ...(applied.keyword && { keyword: applied.keyword }),
    ...(applied.locationId && { locationId: applied.locationId }),
  };

  const update = (changes: Record<string, string>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace },
    );

  return {
    applied,
    query,
    isSearch: Boolean(applied.keyword || applied.locationId),
    tab,
    applySearch: (search: AppliedSearch) =>
      update({ keyword: search.keyword.trim(), locationId: search.locationId }, false),
    // A tab is a view of the same search: switching replaces the history entry instead of adding one.
    setTab: (next: ApprovalTab) => update({ tab: next === 'approved' ? next : '' }, true),
  };
}
