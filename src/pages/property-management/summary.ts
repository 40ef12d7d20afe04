import type { Property, PropertyListByApproval, PropertyType } from '../../../contract';

export interface ApprovalCounts {
  properties: number;
  propertyTypes: number;
}

export interface ApprovalSummary {
  approved: ApprovalCounts;
  pending: ApprovalCounts;
  total: ApprovalCounts;
}

const typesIn = (properties: Property[]) =>
  properties.reduce((sum, property) => sum + property.propertyTypes.length, 0);

/**
 * The three summary cards. A property with both approved and pending types is listed under both,
 * so the total counts it once.
 */
export function summarize(list: PropertyListByApproval): ApprovalSummary {
  const approved = { properties: list.approve.length, propertyTypes: typesIn(list.approve) };
  const pending = { properties: list.notApprove.length, propertyTypes: typesIn(list.notApprove) };
  const ids = new Set<string>();
  let withoutId = 0;
  for (const property of [...list.approve, ...list.notApprove]) {
    if (property.propertyId) ids.add(property.propertyId);
    else withoutId += 1;
  }
  return {
    approved,
    pending,
    total: {
      properties: ids.size + withoutId,
      propertyTypes: approved.propertyTypes + pending.propertyTypes,
    },
  };
}

/** How a property type is named to the admin: its name, else its code, else '-'. */
export function typeLabel(type: Pick<PropertyType, 'propertyTypeName' | 'code'>): string {
  return type.propertyTypeName?.trim() || type.code?.trim() || '-';
}

/** How a property is named to the admin: its name, else its code, else '-'. */
export function propertyLabel(property: Pick<Property, 'propertyName' | 'code'>): string {
  return property.propertyName?.trim() || property.code?.trim() || '-';
}

/**
 * A property with all its types: the list holds it under approve with its approved types and
 * under notApprove with its pending ones, and deleting it takes both.
 */
export function wholeProperty(list: PropertyListByApproval, property: Property): Property {
  if (!property.propertyId) return property;
  const types = [...list.notApprove, ...list.approve]
    .filter((listed) => listed.propertyId === property.propertyId)
    .flatMap((listed) => listed.propertyTypes);
  const seen = new Set<string>();
  return {
    ...property,
    propertyTypes: types.filter((type) => !seen.has(type.propertyTypeId) && seen.add(type.propertyTypeId)),
  };
}
