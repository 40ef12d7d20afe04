import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '../components/table/searchDraft';
import type { FoundGroup, FoundRecord } from './foundRecords';
import { useSearchRecordsQuery } from './recordSearchApi';

export interface RecordSearch {
  /** The term the results are for ('' before any search). */
  term: string;
  /** Whether the term's own answer is still to come (the results shown may be an earlier term's). */
  searching: boolean;
  found: FoundRecord[];
  /** Groups whose search failed: the palette says so beside what the others found. */
  failed: FoundGroup[];
  /** Searches the same term once more (the calls that failed are made anew). */
  retry: () => void;
}

/**
 * The palette's search for what is typed: the term settles for SEARCH_DEBOUNCE_MS, then
 * `searchRecords` runs for it. The last answer stays shown (RTK Query's `data`) while a newer
 * term's is on its way.
 */
export function useRecordSearch(term: string): RecordSearch {
  const [settled] = useDebounce(term, SEARCH_DEBOUNCE_MS);
  const search = useSearchRecordsQuery(settled, { skip: !term || !settled });
  if (!term || !search.data)
    return { term: '', searching: Boolean(term), found: [], failed: [], retry: search.refetch };
  const { data } = search;
  return {
    term: data.term,
    searching: data.term !== term || search.isFetching,
    found: data.found,
    failed: data.failed,
    retry: search.refetch,
  };
}
