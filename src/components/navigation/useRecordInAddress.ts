import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseAsString, useQueryState } from 'nuqs';
import { RecordParam, type RecordKind } from '../../lib/recordLinks';
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
  const [wanted, setWanted] = useQueryState(name, parseAsString);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The record open, with the id the address names it by (null: opened without an address).
  const [held, setHeld] = useState<{ id: string | null; record: T } | null>(null);

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
        messageKey: `records:notFound.${kind}`,
        detailKey: 'records:notFound.detail',
      }),
    );
    void setWanted(null);
  }, [missing, location.key, dispatch, kind, setWanted]);

  // The address the opening writes, and its write (nuqs writes on its next turn). While the
  // address is still that one when the dialog closes, closing goes Back to the list's own entry, so
  // Back after closing does not open the dialog again. Once the list has changed under the dialog (a
  // search settling just after the record was opened), that entry is no longer the list as the admin
  // left it: closing takes the record out of the address instead, as for a dialog the admin landed on.
  const opened = useRef<{ address: string; written: Promise<URLSearchParams> } | null>(null);
  // The record being closed: a second close before it has left the address (a double click) does nothing.
  const closing = useRef<string | null>(null);
  // `open` and `close` stay the same functions (a grid's columns hold `open`, and new columns would
  // reset the grid): they read the page's idOf and the record asked for as last rendered.
  const latest = useRef({ idOf, wanted, held });
  useEffect(() => {
    latest.current = { idOf, wanted, held };
    if (wanted === null) closing.current = null;
  });
  const open = useCallback(
    (record: T) => {
      const id = latest.current.idOf(record);
      if (!isId(id)) {
        setHeld({ id: null, record });
        return;
      }
      setHeld({ id, record });
      closing.current = null;
      const address = new URLSearchParams(window.location.search);
      address.set(name, id);
      opened.current = { address: address.toString(), written: setWanted(id, { history: 'push' }) };
    },
    [name, setWanted],
  );

  const close = useCallback(() => {
    const { wanted, held } = latest.current;
    if (wanted === null) {
      if (held?.id === null) setHeld(null);
      return;
    }
    if (closing.current === wanted) return;
    closing.current = wanted;
    const opening = opened.current;
    opened.current = null;
    if (!opening) {
      void setWanted(null);
      return;
    }
    void opening.written.then(() => {
      if (new URLSearchParams(window.location.search).toString() === opening.address) void navigate(-1);
      else void setWanted(null);
    });
  }, [navigate, setWanted]);
  return { record, open, close };
}
