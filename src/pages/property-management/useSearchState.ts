import { useEffect } from 'react';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { withinSearchLimit } from '../../lib/searchText';
import { SearchLimits, type Location, type PropertySearchQuery } from '../../../contract';

export type ApprovalTab = 'pending' | 'approved';
const APPROVAL_TABS: readonly ApprovalTab[] = ['pending', 'approved'];

const searchParsers = {
  keyword: parseAsString.withDefault(''),
  locationId: parseAsString.withDefault(''),
  tab: parseAsStringLiteral(APPROVAL_TABS).withDefault('pending'),
};

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
  const [params, setParams] = useQueryStates(searchParsers);
  const locationId = params.locationId.trim();
  const unknownLocation =
    locationId !== '' &&
    // An id longer than the API takes names no location, whether or not the locations are known.
    (locationId.length > SearchLimits.locationId ||
      (locations.data !== undefined && !locations.data.some((known) => known.locationId === locationId)));
  const applied: AppliedSearch = {
    keyword: withinSearchLimit('keyword', params.keyword.trim()),
    locationId: unknownLocation ? '' : locationId,
  };
  const { tab } = params;
  const query: PropertySearchQuery = {
    ...(applied.keyword && { keyword: applied.keyword }),
    ...(applied.locationId && { locationId: applied.locationId }),
  };

  useEffect(() => {
    if (unknownLocation) void setParams({ locationId: null });
  }, [unknownLocation, setParams]);

  return {
    applied,
    query,
    // Until the locations are in, a location from the address can be neither shown nor trusted:
    // the list waits rather than flash a filter the boxes do not show.
    ready: !(applied.locationId && locations.isLoading),
    isSearch: Boolean(applied.keyword || applied.locationId),
    tab,
    // A search adds a history entry; a tab is a view of the same search, switching replaces the entry.
    applySearch: (search: AppliedSearch) =>
      void setParams({ keyword: search.keyword.trim(), locationId: search.locationId }, { history: 'push' }),
    setTab: (next: ApprovalTab) => void setParams({ tab: next }),
  };
}
