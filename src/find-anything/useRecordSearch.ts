import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../components/table/searchDraft';
import { bookingsApi, type BookingList } from '../services/bookingsApi';
import type { Property } from '../services/contract';
import { partnersApi } from '../services/partnersApi';
import { profilesApi } from '../services/profilesApi';
import { propertiesApi } from '../services/propertiesApi';
import { useAppDispatch } from '../slices/hooks';
import {
  bookingRecord,
  locationRecord,
  partnerMatches,
  partnerRecord,
  propertyRecord,
  propertyTypeRecords,
  rankedRecords,
  userRecord,
  type FoundGroup,
  type FoundRecord,
} from './foundRecords';
import { anyMatches, mayBeBookingCode } from './matching';

export interface RecordSearch {
  /** The term the results are for ('' before any search). */
  term: string;
  /** Whether the term's own answer is still to come (the results shown may be an earlier term's). */
  searching: boolean;
  found: FoundRecord[];
  /** Groups whose search failed: the palette says so beside what the others found. */
  failed: FoundGroup[];
}

/** The answers of one search: for which term and which attempt at it. */
interface Answer {
  term: string;
  attempt: number;
  found: FoundRecord[];
  failed: FoundGroup[];
}

const BOOKING_LISTS: readonly BookingList[] = ['pending', 'transferred', 'walkIn'];

/** A property appears under approved and pending with each part of its types: one entry, all its types. */
function mergedProperties(lists: { approve: Property[]; notApprove: Property[] }): Property[] {
  const byId = new Map<string, Property>();
  for (const property of [...lists.approve, ...lists.notApprove]) {
    const known = byId.get(property.propertyId);
    byId.set(
      property.propertyId,
      known ? { ...known, propertyTypes: [...known.propertyTypes, ...property.propertyTypes] } : property,
    );
  }
  return [...byId.values()];
}

/**
 * Searches every kind of record for the term, through the API's own search calls (spec section 7)
 * where there is one and the cached lists where there is none (partner applications, locations).
 * Typing settles for SEARCH_DEBOUNCE_MS first; a newer term aborts the calls of the one before.
 */
export function useRecordSearch(term: string): RecordSearch & { retry: () => void } {
  const dispatch = useAppDispatch();
  const [answer, setAnswer] = useState<Answer>({ term: '', attempt: 0, found: [], failed: [] });
  // Try again: the same term searched once more (the failed calls' entries are fetched anew).
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!term) return undefined;
    const requests: { abort?: () => void; unsubscribe: () => void }[] = [];
    /**
     * Starts a call and keeps its handle, so a newer term aborts it and drops its cache entry. The
     * whole lists (partners, locations) are shared with the pages, which may be loading them too:
     * those are let go of, never aborted.
     */
    const started = <
      R extends { abort: () => void; unsubscribe: () => void; unwrap: () => Promise<unknown> },
    >(
      request: R,
      shared = false,
    ) => {
      requests.push(shared ? { unsubscribe: request.unsubscribe } : request);
      return request.unwrap() as ReturnType<R['unwrap']>;
    };
    let current = true;

    const timer = setTimeout(() => {
      const bookingSearches = BOOKING_LISTS.flatMap((list) => [
        { list, search: { keyword: term } },
        // "150" finds PV-2026-000150: the code is a filter of its own, not part of the keyword.
        ...(mayBeBookingCode(term) ? [{ list, search: { bookingCode: term } }] : []),
      ]);
      const groups: [FoundGroup, Promise<FoundRecord[]>][] = [
        [
          'booking',
          Promise.all(
            bookingSearches.map(async (args) =>
              (await started(dispatch(bookingsApi.endpoints.getBookings.initiate(args)))).map((booking) =>
                bookingRecord(booking, args.list, term),
              ),
            ),
          ).then((lists) => lists.flat().filter((record): record is FoundRecord => record !== null)),
        ],
        [
          'user',
          started(dispatch(profilesApi.endpoints.searchProfiles.initiate({ keyword: term }))).then(
            (profiles) => profiles.map(userRecord),
          ),
        ],
        [
          'partner',
          Promise.all([
            started(dispatch(partnersApi.endpoints.getPendingPartnerRequests.initiate()), true),
            started(dispatch(partnersApi.endpoints.getPartnersWithoutProperties.initiate()), true),
          ]).then(([applications, approved]) => [
            ...applications
              .filter((request) => partnerMatches(request, term))
              .map((r) => partnerRecord(r, false)),
            ...approved.filter((request) => partnerMatches(request, term)).map((r) => partnerRecord(r, true)),
          ]),
        ],
        [
          'property',
          started(dispatch(propertiesApi.endpoints.getPropertyList.initiate({ keyword: term }))).then(
            (lists) =>
              mergedProperties(lists).flatMap((property) => [
                ...(anyMatches(term, property.propertyName, property.code, property.locationName)
                  ? [propertyRecord(property)]
                  : []),
                ...propertyTypeRecords(property, term),
              ]),
          ),
        ],
        [
          'location',
          started(dispatch(propertiesApi.endpoints.getLocations.initiate()), true).then((locations) =>
            locations
              .filter((location) => anyMatches(term, location.name, location.code))
              .map(locationRecord),
          ),
        ],
      ];
      void Promise.allSettled(groups.map(([, records]) => records)).then((outcomes) => {
        if (!current) return;
        const seen = new Set<string>();
        const found: FoundRecord[] = [];
        const failed: FoundGroup[] = [];
        outcomes.forEach((outcome, index) => {
          if (outcome.status === 'rejected') {
            failed.push(groups[index][0]);
            return;
          }
          for (const record of outcome.value) {
            // A booking found by its code and by its keyword, or a property by its name and a type's.
            if (seen.has(record.key)) continue;
            seen.add(record.key);
            found.push(record);
          }
        });
        setAnswer({ term, attempt, found: rankedRecords(found, term), failed });
      });
    }, SEARCH_DEBOUNCE_MS);

    return () => {
      current = false;
      clearTimeout(timer);
      for (const request of requests) {
        request.abort?.();
        request.unsubscribe();
      }
    };
  }, [dispatch, term, attempt]);

  if (!term) return { term: '', searching: false, found: [], failed: [], retry };
  // The last answer stays shown while a newer term's calls run.
  const searching = answer.term !== term || answer.attempt !== attempt;
  return { term: answer.term, searching, found: answer.found, failed: answer.failed, retry };
}
