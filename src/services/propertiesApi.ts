import { current, isDraft, type Draft } from '@reduxjs/toolkit';
import { numberOrNull } from '../lib/format';
import { api } from './api';
import { fieldsOf, objectsOf, type Fields } from './answers';
import type { ApiFailure } from './apiFailure';
import {
  LocationPaths,
  PropertyPaths,
  type DashboardInfo,
  type Location,
  type Property,
  type PropertyListByApproval,
  type PropertyOwner,
  type PropertySearchQuery,
  type PropertyType,
} from '../../contract';

// ---------- answers as the screen can trust them ----------
// Spec section 7: missing data means an empty list; missing fields render as '-' or 0 later, so
// here only the shapes are made safe (arrays are arrays, ids are strings, flags are booleans).

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function toPropertyType(raw: Fields, approved: boolean): PropertyType {
  return {
    propertyTypeId: textOf(raw.propertyTypeId) ?? '',
    propertyTypeName: textOf(raw.propertyTypeName),
    code: textOf(raw.code),
    banner: textOf(raw.banner),
    startPrice: numberOrNull(raw.startPrice),
    maxPeople: numberOrNull(raw.maxPeople),
    // The list a type arrives in says whether it is approved, whatever its own flag claims.
    approved,
    active: raw.active !== false,
    maintenance: raw.maintenance === true,
    updateDate: textOf(raw.updateDate),
  };
}

function toOwner(raw: Fields): PropertyOwner {
  return {
    profileId: textOf(raw.profileId) ?? '',
    firstName: textOf(raw.firstName),
    lastName: textOf(raw.lastName),
    image: textOf(raw.image),
    email: textOf(raw.email),
    phoneNumber: textOf(raw.phoneNumber),
    lineId: textOf(raw.lineId),
    facebook: textOf(raw.facebook),
    location: textOf(raw.location),
    isHead: raw.isHead === true,
    verified: raw.verified === true,
  };
}

function toProperty(raw: Fields, approved: boolean): Property {
  return {
    propertyId: textOf(raw.propertyId) ?? '',
    propertyName: textOf(raw.propertyName),
    code: textOf(raw.code),
    locationId: textOf(raw.locationId),
    locationName: textOf(raw.locationName),
    propertyTypes: objectsOf(raw.propertyTypes).map((type) => toPropertyType(type, approved)),
    propertyOwners: objectsOf(raw.propertyOwners).map(toOwner),
  };
}

export function toPropertyList(data: unknown): PropertyListByApproval {
  const raw = fieldsOf(data) ?? {};
  return {
    approve: objectsOf(raw.approve).map((property) => toProperty(property, true)),
    notApprove: objectsOf(raw.notApprove).map((property) => toProperty(property, false)),
  };
}

export function toLocations(data: unknown): Location[] {
  return objectsOf(data)
    .map((raw) => ({
      locationId: textOf(raw.locationId) ?? '',
      name: textOf(raw.name) ?? '',
      code: textOf(raw.code) ?? '',
    }))
    .filter((location) => location.locationId !== '');
}

// ---------- decisions, shown in every cached list before the server answers ----------

type ListDraft = Draft<PropertyListByApproval>;
/** A type taken out of a list: enough to put it back, or to place it in the other list. */
interface Taken {
  property: Property;
  type: PropertyType;
  approved: boolean;
  /** The property ids of the list it was taken from, before it was taken: where to put it back. */
  order: string[];
}

/** A plain copy of a draft's part, safe to keep after the update ends. */
const snapshot = <T extends object>(value: Draft<T>): T =>
  isDraft(value) ? (current(value) as T) : (value as T);

/** Takes a type out of whichever list holds it; a property left without types in that list leaves it too. */
function takeType(list: ListDraft, propertyTypeId: string): Taken | null {
  for (const approved of [true, false]) {
    const properties = approved ? list.approve : list.notApprove;
    const index = properties.findIndex((property) =>
      property.propertyTypes.some((type) => type.propertyTypeId === propertyTypeId),
    );
    if (index === -1) continue;
    const order = properties.map((property) => property.propertyId);
    const property = properties[index];
    const typeIndex = property.propertyTypes.findIndex((type) => type.propertyTypeId === propertyTypeId);
    const taken: Taken = {
      property: { ...snapshot(property), propertyTypes: [] },
      type: snapshot(property.propertyTypes[typeIndex]),
      approved,
      order,
    };
    property.propertyTypes.splice(typeIndex, 1);
    if (property.propertyTypes.length === 0) properties.splice(index, 1);
    return taken;
  }
  return null;
}

/**
 * Puts a type under its property in the list `approved` names, adding the property when that list
 * lacks it: after the last property that preceded it where it was (else before the first that
 * followed it), so the server's newest-first order holds until the list is reloaded.
 */
function placeType(list: ListDraft, { property, type, approved, order }: Taken): void {
  const properties = approved ? list.approve : list.notApprove;
  const placed = { ...type, approved };
  const existing = properties.find((candidate) => candidate.propertyId === property.propertyId);
  if (existing) {
    existing.propertyTypes.push(placed);
    existing.propertyTypes.sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''));
    return;
  }
  const position = order.indexOf(property.propertyId);
  const preceding = new Set(position === -1 ? [] : order.slice(0, position));
  const following = new Set(position === -1 ? [] : order.slice(position + 1));
  const after = properties.findLastIndex((candidate) => preceding.has(candidate.propertyId));
  const before = properties.findIndex((candidate) => following.has(candidate.propertyId));
  const index = after !== -1 ? after + 1 : before !== -1 ? before : properties.length;
  properties.splice(index, 0, { ...property, propertyTypes: [placed] });
}

/** Moves a type to the approved or pending list; nothing when it is already there or unknown. */
export function moveType(list: ListDraft, propertyTypeId: string, approved: boolean): void {
  const taken = takeType(list, propertyTypeId);
  if (taken) placeType(list, { ...taken, approved });
}

/** Removes a type; what was removed, to put back if the server refuses. */
export function removeType(list: ListDraft, propertyTypeId: string): Taken | null {
  return takeType(list, propertyTypeId);
}

/** Puts back a type that removeType took. */
export function restoreType(list: ListDraft, taken: Taken): void {
  placeType(list, taken);
}

// ---------- endpoints ----------

export interface ApprovalDecision {
  propertyTypeId: string;
  /** true approves, false revokes the approval. */
  approved: boolean;
}

export interface RejectDecision {
  propertyTypeId: string;
}

/** The list call: the whole list, or the search when a keyword or a location is given. */
const listQuery = ({ keyword, locationId }: PropertySearchQuery) =>
  keyword || locationId
    ? { url: PropertyPaths.propertySearch, params: { keyword, locationId } }
    : PropertyPaths.adminWithOwner;

export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Home's four counters. */
    getDashboardInfo: build.query<DashboardInfo, void>({
      query: () => PropertyPaths.propertyInfo,
      providesTags: ['Dashboard'],
    }),

    /** Properties by approval, all of them or those matching a search. */
    getPropertyList: build.query<PropertyListByApproval, PropertySearchQuery>({
      query: listQuery,
      transformResponse: toPropertyList,
      providesTags: ['Properties'],
      // The page shows its own error screen or search message (spec section 8).
      extraOptions: { silent: true },
    }),

    getLocations: build.query<Location[], void>({
      query: () => LocationPaths.all,
      transformResponse: toLocations,
      providesTags: ['Locations'],
      // Without locations the dropdown says "not found"; the keyword search still works.
      extraOptions: { silent: true },
    }),

    /**
     * Approves or revokes a property type. The server's call is a toggle; if its answer shows the
     * type ended the other way (someone decided first), it is toggled once more, so the admin's
     * decision is what holds.
     */
    setPropertyTypeApproval: build.mutation<PropertyType | null, ApprovalDecision>({
      async queryFn({ propertyTypeId, approved }, _api, _extraOptions, baseQuery) {
        // An empty body without a JSON content type: the server refuses an empty JSON body.
        const toggle = () => baseQuery({ url: PropertyPaths.approve(propertyTypeId), method: 'PATCH' });
        let result = await toggle();
        const endedAs = () => (result.data as Partial<PropertyType> | null)?.approved;
        if (!result.error && typeof endedAs() === 'boolean' && endedAs() !== approved)
          result = await toggle();
        if (result.error) return { error: result.error as ApiFailure };
        return { data: (result.data as PropertyType | null) ?? null };
      },
      extraOptions: { silent: true },
      async onQueryStarted({ propertyTypeId, approved }, { dispatch, getState, queryFulfilled }) {
        updateCachedLists(dispatch, getState, (list) => moveType(list, propertyTypeId, approved));
        try {
          await queryFulfilled;
        } catch {
          updateCachedLists(dispatch, getState, (list) => moveType(list, propertyTypeId, !approved));
        }
      },
      // A 404 means the type changed elsewhere: the list is reloaded to show what is true.
      invalidatesTags: (_result, error) => (error && error.status !== 404 ? [] : ['Properties', 'Audit']),
    }),

    /**
     * Rejects a pending property type: deletes it, the one call that takes it out of the approval
     * queue for good (the partner submits it again). Refused (409) while bookings point to it.
     */
    rejectPropertyType: build.mutation<null, RejectDecision>({
      query: ({ propertyTypeId }) => ({ url: PropertyPaths.propertyType(propertyTypeId), method: 'DELETE' }),
      extraOptions: { silent: true },
      async onQueryStarted({ propertyTypeId }, { dispatch, getState, queryFulfilled }) {
        const removed = new Map<string, Taken>();
        updateCachedLists(dispatch, getState, (list, key) => {
          const taken = removeType(list, propertyTypeId);
          if (taken) removed.set(key, taken);
        });
        try {
          await queryFulfilled;
        } catch {
          updateCachedLists(dispatch, getState, (list, key) => {
            const taken = removed.get(key);
            if (taken) restoreType(list, taken);
          });
        }
      },
      invalidatesTags: (_result, error) => (error && error.status !== 404 ? [] : ['Properties', 'Audit']),
    }),
    /** Deletes a property with its types (spec section 6); the server refuses one with bookings (409). */
    deleteProperty: build.mutation<null, { propertyId: string }>({
      query: ({ propertyId }) => ({ url: PropertyPaths.property(propertyId), method: 'DELETE' }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) =>
        error && error.status !== 404 ? [] : ['Properties', 'Dashboard', 'Audit'],
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof propertiesApi.util.updateQueryData>) => unknown;

/**
 * Applies a change to every cached property list (the full list and each search), so a decision
 * shows wherever the type is listed. Rolled back by the inverse change rather than by undoing
 * patches, which stays right when several decisions run at once (bulk approval).
 */
function updateCachedLists(
  dispatch: Dispatch,
  getState: () => unknown,
  change: (list: ListDraft, key: string) => void,
): void {
  const state = getState() as Parameters<typeof propertiesApi.util.selectCachedArgsForQuery>[0];
  for (const args of propertiesApi.util.selectCachedArgsForQuery(state, 'getPropertyList')) {
    dispatch(
      propertiesApi.util.updateQueryData('getPropertyList', args, (list) =>
        change(list, JSON.stringify(args)),
      ),
    );
  }
}

export const {
  useGetDashboardInfoQuery,
  useGetPropertyListQuery,
  useGetLocationsQuery,
  useSetPropertyTypeApprovalMutation,
  useRejectPropertyTypeMutation,
  useDeletePropertyMutation,
} = propertiesApi;
