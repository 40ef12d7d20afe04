import { api } from '../services/api';
import { bookingsApi, type BookingList } from '../services/bookingsApi';
import type { Property } from '../../contract';
import { partnersApi } from '../services/partnersApi';
import { profilesApi } from '../services/profilesApi';
import { propertiesApi } from '../services/propertiesApi';
import {
  bookingRecord,
  locationRecord,
  partnerMatches,
  partnerRecord,
  propertyRecord,
  propertyTypeRecords,
  rankedRecords,
  type FoundGroup,
  type FoundRecord,
  userRecord,
} from './foundRecords';
import { anyMatches, mayBeBookingCode } from './matching';

/** What a search found for one term, best first, and the groups whose calls failed. */
export interface RecordSearchAnswer {
  term: string;
  found: FoundRecord[];
  /** The palette says so beside what the other groups found. */
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

/** Each record once: a booking found by its code and by its keyword, a property by its name and a type's. */
function distinctRecords(lists: readonly FoundRecord[][]): FoundRecord[] {
  const byKey = new Map<string, FoundRecord>();
  for (const record of lists.flat()) if (!byKey.has(record.key)) byKey.set(record.key, record);
  return [...byKey.values()];
}

/**
 * The palette's search: every kind of record for one term, in one query. It asks the API's own
 * search calls (spec section 7) where there is one and the whole lists where there is none
 * (partner applications, locations), each through its endpoint (`initiate` without a
 * subscription: their answers are read the way the pages read them, and their cache entries go
 * when unused). One group failing leaves the others' records.
 */
export const recordSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchRecords: build.query<RecordSearchAnswer, string>({
      async queryFn(term, { dispatch }) {
        const read = { subscribe: false } as const;
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
                (await dispatch(bookingsApi.endpoints.getBookings.initiate(args, read)).unwrap()).map(
                  (booking) => bookingRecord(booking, args.list, term),
                ),
              ),
            ).then((lists) => lists.flat().filter((record): record is FoundRecord => record !== null)),
          ],
          [
            'user',
            dispatch(profilesApi.endpoints.searchProfiles.initiate({ keyword: term }, read))
              .unwrap()
              .then((profiles) => profiles.map(userRecord)),
          ],
          [
            'partner',
            Promise.all([
              dispatch(partnersApi.endpoints.getPendingPartnerRequests.initiate(undefined, read)).unwrap(),
              dispatch(partnersApi.endpoints.getPartnersWithoutProperties.initiate(undefined, read)).unwrap(),
            ]).then(([applications, approved]) => [
              ...applications
                .filter((request) => partnerMatches(request, term))
                .map((request) => partnerRecord(request, false)),
              ...approved
                .filter((request) => partnerMatches(request, term))
                .map((request) => partnerRecord(request, true)),
            ]),
          ],
          [
            'property',
            dispatch(propertiesApi.endpoints.getPropertyList.initiate({ keyword: term }, read))
              .unwrap()
              .then((lists) =>
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
            dispatch(propertiesApi.endpoints.getLocations.initiate(undefined, read))
              .unwrap()
              .then((locations) =>
                locations
                  .filter((location) => anyMatches(term, location.name, location.code))
                  .map(locationRecord),
              ),
          ],
        ];
        const outcomes = await Promise.allSettled(groups.map(([, records]) => records));
        const found = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
        const failed = groups
          .filter((_group, index) => outcomes[index].status === 'rejected')
          .map(([group]) => group);
        return { data: { term, found: rankedRecords(distinctRecords(found), term), failed } };
      },
      // A change anywhere (a role, an approval, a slip) may change what a term finds.
      providesTags: ['Bookings', 'Profiles', 'Partners', 'Properties', 'Locations'],
    }),
  }),
});

export const { useSearchRecordsQuery } = recordSearchApi;
