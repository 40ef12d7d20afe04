import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListController } from './listState';

/**
 * Typing settles this long before the search reaches the address (and the server, for server
 * search). A client-side search filters the rows at once, on every keystroke: only the address waits.
 */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchDraft {
  /** What the search box shows: the address's search, or what is being typed. */
  text: string;
  /** A keystroke: shown (and searched, client-side) at once, written to the address once typing pauses. */
  change: (text: string) => void;
  /** Writes `text` to the address now (Enter, the clear button). */
  commit: (text: string) => void;
}

/**
 * The search being typed. `committed` is the last text sent and `seen` the address's last value: an
 * address change that is not our own echo (the menu link to the same page, a Clear search button)
 * replaces the text typed.
 */
export function useSearchDraft(list: ListController): SearchDraft {
  const search = list.state.search;
  const [draft, setDraft] = useState(search);
  const [committed, setCommitted] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== committed) {
      setCommitted(search);
      setDraft(search);
    }
  }

  const { setSearch } = list;
  const commit = useCallback(
    (value: string) => {
      setDraft(value);
      setCommitted(value);
      setSearch(value);
    },
    [setSearch],
  );

  useEffect(() => {
    if (draft === committed) return undefined;
    const timer = setTimeout(() => {
      setCommitted(draft);
      setSearch(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, setSearch]);

  return useMemo(() => ({ text: draft, change: setDraft, commit }), [draft, commit]);
}
