/** The list changes behind "decisions are visible immediately" (src/services/propertiesApi.ts). */
import { createNextState as produce } from '@reduxjs/toolkit';
import {
  moveType,
  removeType,
  restoreType,
  toLocations,
  toPropertyList,
} from '../../../../src/services/propertiesApi';
import type { Property, PropertyListByApproval } from '../../../../contract';

const type = (id: string, approved: boolean) => ({
  propertyTypeId: id,
  propertyTypeName: id,
  code: id,
  banner: null,
  startPrice: 1000,
  maxPeople: 2,
  approved,
  active: true,
  maintenance: false,
  updateDate: null,
});
const property = (id: string, types: string[], approved: boolean): Property => ({
  propertyId: id,
  propertyName: id,
  code: id,
  locationId: null,
  locationName: null,
  propertyTypes: types.map((typeId) => type(typeId, approved)),
  propertyOwners: [],
});
const shape = (list: PropertyListByApproval) => ({
  approve: list.approve.map(
    (found) => `${found.propertyId}:${found.propertyTypes.map((t) => t.propertyTypeId).join(',')}`,
  ),
  notApprove: list.notApprove.map(
    (found) => `${found.propertyId}:${found.propertyTypes.map((t) => t.propertyTypeId).join(',')}`,
  ),
});

// Server order, newest first: A, B, C, D.
const list: PropertyListByApproval = {
  approve: [property('A', ['a1'], true), property('D', ['d1'], true)],
  notApprove: [
    property('A', ['a2', 'a3'], false),
    property('B', ['b1'], false),
    property('C', ['c1'], false),
  ],
};

describe('moveType', () => {
  it('moves a type under its property in the other list', () => {
    const next = produce(list, (draft) => moveType(draft, 'a2', true));
    expect(shape(next)).toEqual({ approve: ['A:a1,a2', 'D:d1'], notApprove: ['A:a3', 'B:b1', 'C:c1'] });
    expect(next.approve[0].propertyTypes[1].approved).toBe(true);
  });

  it('adds the property where the server would list it, and drops it from a list it has no types left in', () => {
    const next = produce(list, (draft) => moveType(draft, 'c1', true));
    expect(shape(next)).toEqual({ approve: ['A:a1', 'C:c1', 'D:d1'], notApprove: ['A:a2,a3', 'B:b1'] });
  });

  it('is undone by the opposite move', () => {
    const moved = produce(list, (draft) => moveType(draft, 'b1', true));
    expect(shape(produce(moved, (draft) => moveType(draft, 'b1', false)))).toEqual(shape(list));
  });

  it('undoes one of two concurrent moves without losing the other', () => {
    const bApproved = produce(list, (draft) => moveType(draft, 'b1', true));
    const both = produce(bApproved, (draft) => moveType(draft, 'c1', true));
    const bFailed = produce(both, (draft) => moveType(draft, 'b1', false));
    expect(shape(bFailed)).toEqual({ approve: ['A:a1', 'C:c1', 'D:d1'], notApprove: ['A:a2,a3', 'B:b1'] });
  });

  it('leaves the list as it is for an unknown type', () => {
    expect(produce(list, (draft) => moveType(draft, 'nope', true))).toBe(list);
  });
});

describe('removeType and restoreType', () => {
  it('take a rejected type out and put it back where it was', () => {
    let taken: ReturnType<typeof removeType> = null;
    const removed = produce(list, (draft) => {
      taken = removeType(draft, 'b1');
    });
    expect(shape(removed).notApprove).toEqual(['A:a2,a3', 'C:c1']);
    // What was taken outlives the update: it is a plain copy, not a draft.
    expect(taken!.property.propertyId).toBe('B');
    const restored = produce(removed, (draft) => restoreType(draft, taken!));
    expect(shape(restored)).toEqual(shape(list));
  });
});

describe('answers as the screen trusts them', () => {
  it('makes any answer a pair of lists', () => {
    expect(toPropertyList(null)).toEqual({ approve: [], notApprove: [] });
    expect(toPropertyList({ approve: [1, null, 'x'], notApprove: {} })).toEqual({
      approve: [],
      notApprove: [],
    });
  });

  it('fills missing fields with null, empty lists and false, and takes approval from the list', () => {
    const [found] = toPropertyList({
      notApprove: [{ propertyTypes: [{ approved: true, startPrice: '12', maxPeople: 'many' }] }],
    }).notApprove;
    expect(found).toEqual({
      propertyId: '',
      propertyName: null,
      code: null,
      locationId: null,
      locationName: null,
      propertyOwners: [],
      propertyTypes: [
        {
          propertyTypeId: '',
          propertyTypeName: null,
          code: null,
          banner: null,
          // A number sent as text is read as the formatter reads it (src/lib/format.ts); other text is missing.
          startPrice: 12,
          maxPeople: null,
          approved: false,
          active: true,
          maintenance: false,
          updateDate: null,
        },
      ],
    });
  });

  it('keeps only locations with an id', () => {
    expect(toLocations([{ locationId: 'x', name: 'พัทยา', code: 'PTY' }, { name: 'no id' }, null])).toEqual([
      { locationId: 'x', name: 'พัทยา', code: 'PTY' },
    ]);
    expect(toLocations({})).toEqual([]);
  });
});
