import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RecordParam, type RecordKind } from '../../lib/recordLinks';
import { addressToChange, addressWritten } from './addressWrites';
import { useAppDispatch } from '../../slices/hooks';
import { noticeShown } from '../../slices/noticeSlice';

/**
 * Where the lists that may hold a record stand. Only a loaded list can say a record is not there:
 * while one loads the address waits, and a failed one shows its own error instead.
 */
export type RecordListStatus = 'loading' | 'failed' | 'loaded';

/** The status of the lists a record may be in (RTK Query results): loaded once every one has answered. */
export function recordListStatus(...lists: { currentData?: unknown; isError: boolean }[]): RecordListStatus {
  if (lists.some((list) => list.isError)) return 'failed';
  return lists.every((list) => list.currentData !== undefined) ? 'loaded' : 'loading';
}

/** Longer than any id or booking code: such a value names nothing, whatever the list holds. */
const LONGEST_ID = 200;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= LONGEST_ID;

export interface RecordInAddressOptions<T> {
  kind: RecordKind;
  /** The record the page's loaded lists hold under this id (with which list holds it, if it matters). */
  find: (id: string) => T | undefined;
  /** The id the record goes by in the address; a record without one opens without an address. */
  idOf: (record: T) => string | null | undefined;
  status: RecordListStatus;
}

export interface RecordInAddress<T> {
  /** The record whose dialog is open, null when none is. */
  record: T | null;
  /** Opens the record's dialog from the list: a new history entry, so Back closes it. */
  open: (record: T) => void;
  /** Closes the dialog; the list's own parameters stay as they were. */
  close: () => void;
}

/** The history entry's state when the console added it: closing goes back instead of adding another. */
interface OpenedHere {
  recordOpenedHere?: boolean;
}

/** The address's parameters with one set to `value`, or taken out (null). */
export const withParam = (params: URLSearchParams, name: string, value: string | null) => {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
};

/**
 * A record dialog whose record is named in the address (`?booking=PV-2026-000150`, see
 * lib/recordLinks.ts), so it can be linked to, reloaded and closed with Back. The record found is
 * kept while the address names it: a list reloading under the open dialog (a paid booking moving to
 * the other list) neither closes nor changes it. An address naming nothing the loaded lists hold
 * says so with the console's notice and is taken out of the history entry.
 */
export function useRecordInAddress<T>({
  kind,
  find,
  idOf,
  status,
}: RecordInAddressOptions<T>): RecordInAddress<T> {
  const name = RecordParam[kind];
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The record open, with the id the address names it by (null: opened without an address).
  const [held, setHeld] = useState<{ id: string | null; record: T } | null>(null);

  const wanted = params.get(name);
  const malformed = wanted !== null && !isId(wanted);
  let record: T | null = null;
  if (wanted === null) {
    if (held?.id === null) record = held.record;
  } else if (!malformed) {
    if (held?.id === wanted) record = held.record;
    else {
      const found = find(wanted);
      if (found !== undefined) {
        setHeld({ id: wanted, record: found });
        record = found;
      }
    }
  }
  const missing = malformed || (wanted !== null && record === null && status === 'loaded');

  // Once per history entry, also under StrictMode's double effects.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!missing || reported.current === location.key) return;
    reported.current = location.key;
    dispatch(
      noticeShown({
        severity: 'error',
        messageKey: `records.notFound.${kind}`,
        detailKey: 'records.notFound.detail',
      }),
    );
    setParams((current) => withParam(current, name, null), { replace: true });
  }, [missing, location.key, dispatch, kind, name, setParams]);

  // `open` stays the same function (a grid's columns hold it, and new columns would reset the
  // grid): it reads the address and the page's idOf as they were at the last render, and what was
  // written since (addressWrites: a search settling just before).
  const latest = useRef({ params, idOf, location });
  useEffect(() => {
    latest.current = { params, idOf, location };
  });
  const open = useCallback(
    (opened: T) => {
      const id = latest.current.idOf(opened);
      if (!isId(id)) {
        setHeld({ id: null, record: opened });
        return;
      }
      setHeld({ id, record: opened });
      const state: OpenedHere = { recordOpenedHere: true };
      const { location: rendered, params: renderedParams } = latest.current;
      const next = withParam(addressToChange(rendered, renderedParams), name, id);
      addressWritten(rendered, next);
      void navigate({ search: `?${next.toString()}` }, { state });
    },
    [navigate, name],
  );

  const openedHere = (location.state as OpenedHere | null)?.recordOpenedHere === true;
  // A second close before the router has moved (a double click) must not go back twice.
  const closedEntry = useRef<string | null>(null);
  const close = () => {
    if (wanted === null) {
      if (held?.id === null) setHeld(null);
      return;
    }
    if (closedEntry.current === location.key) return;
    closedEntry.current = location.key;
    // Back to the list's own entry, so Back after closing does not open the dialog again.
    if (openedHere) void navigate(-1);
    else setParams((current) => withParam(current, name, null), { replace: true });
  };
  return { record, open, close };
}
