import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { withinSearchLimit } from '../../lib/searchText';
import { SearchLimits, type Location, type PropertySearchQuery } from '../../../contract';

export type ApprovalTab = 'pending' | 'approved';

export interface AppliedSearch {
  keyword: string;
  locationId: string;
}

/**
 * The screen's state in the address (?keyword&locationId&tab), so a search or a tab survives a
 * reload and can be shared. `locations` are the known ones, undefined until they have loaded (or
 * when they cannot be): a stale shared link's locationId that is not among them is dropped from
 * the address, as nonsense values elsewhere fall back, so no filter applies that the admin cannot see.
 */
export function useSearchState(locations: { data?: readonly Location[]; isLoading: boolean }) {
  const [params, setParams] = useSearchParams();
  const locationId = params.get('locationId')?.trim() ?? '';
  const unknownLocation =
    locationId !== '' &&
    // An id longer than the API takes names no location, whether or not the locations are known.
    (locationId.length > SearchLimits.locationId ||
      (locations.data !== undefined && !locations.data.some((known) => known.locationId === locationId)));
  const applied: AppliedSearch = {
    keyword: withinSearchLimit('keyword', params.get('keyword')?.trim() ?? ''),
    locationId: unknownLocation ? '' : locationId,
  };
  const tab: ApprovalTab = params.get('tab') === 'approved' ? 'approved' : 'pending';
  const query: PropertySearchQuery = {
    ...(applied.keyword && { keyword: applied.keyword }),
    ...(applied.locationId && { locationId: applied.locationId }),
  };

  const update = useCallback(
    (changes: Record<string, string>, replace: boolean) =>
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
      ),
    [setParams],
  );

  useEffect(() => {
    if (unknownLocation) update({ locationId: '' }, true);
  }, [unknownLocation, update]);

  return {
    applied,
    query,
    // Until the locations are in, a location from the address can be neither shown nor trusted:
    // the list waits rather than flash a filter the boxes do not show.
    ready: !(applied.locationId && locations.isLoading),
    isSearch: Boolean(applied.keyword || applied.locationId),
    tab,
    applySearch: (search: AppliedSearch) =>
      update({ keyword: search.keyword.trim(), locationId: search.locationId }, false),
    // A tab is a view of the same search: switching replaces the history entry instead of adding one.
    setTab: (next: ApprovalTab) => update({ tab: next === 'approved' ? next : '' }, true),
  };
}
