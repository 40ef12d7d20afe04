import { Type } from 'typebox';
import { LocationPaths, PropertyPaths } from '../paths';
import {
  DashboardInfoSchema,
  IdParamsSchema,
  ImageUploadBody,
  List,
  LocationSchema,
  MaintenanceRequestSchema,
  PropertiesSearchQuerySchema,
  PropertyListByApprovalSchema,
  PropertySchema,
  PropertySearchQuerySchema,
  PropertyTypeSchema,
  UpdatePropertyRequestSchema,
  UpdatePropertyTypeRequestSchema,
} from '../schemas';
import type { Operation } from './operation';

const tags = ['properties'];
/** A list's first property and type lead to the calls by id. */
const listLinks = (list: string) => ({
  200: {
    getProperty: {
      operationId: 'getProperty',
      parameters: { id: `$response.body#/data${list}/0/propertyId` },
    },
    getPropertyType: {
      operationId: 'getPropertyType',
      parameters: { id: `$response.body#/data${list}/0/propertyTypes/0/propertyTypeId` },
    },
    getPropertyImage: {
      operationId: 'getPropertyImage',
      parameters: { id: `$response.body#/data${list}/0/propertyTypes/0/banner` },
    },
  },
});

export const propertyOperations = {
  // Properties (sandbox/routes/properties.ts).
  listPropertiesByApproval: {
    method: 'GET',
    path: PropertyPaths.adminWithOwner,
    summary: 'Every property with its types and owners, by approval',
    tags,
    answer: PropertyListByApprovalSchema,
    links: listLinks('/approve'),
  },
  searchPropertiesByApproval: {
    method: 'GET',
    path: PropertyPaths.propertySearch,
    summary: 'Properties matching a keyword and/or in a location, by approval (ours)',
    tags,
    querystring: PropertySearchQuerySchema,
    answer: PropertyListByApprovalSchema,
    failures: [400],
  },
  searchProperties: {
    method: 'GET',
    path: PropertyPaths.propertiesSearch,
    summary: 'Properties matching a keyword and/or in a location, with approved or pending types only (ours)',
    tags,
    querystring: PropertiesSearchQuerySchema,
    answer: List(PropertySchema),
    failures: [400],
  },
  getDashboardInfo: {
    method: 'GET',
    path: PropertyPaths.propertyInfo,
    summary: "The home page's counters (ours)",
    tags,
    answer: DashboardInfoSchema,
  },
  getProperty: {
    method: 'GET',
    path: PropertyPaths.property.route,
    summary: 'A property with all its types and owners',
    tags,
    params: IdParamsSchema,
    answer: PropertySchema,
    failures: [400, 404],
  },
  updateProperty: {
    method: 'PUT',
    path: PropertyPaths.property.route,
    summary: "Changes a property's name and/or location (ours)",
    tags,
    params: IdParamsSchema,
    body: UpdatePropertyRequestSchema,
    answer: PropertySchema,
    failures: [400, 404, 413, 415],
  },
  deleteProperty: {
    method: 'DELETE',
    path: PropertyPaths.property.route,
    summary: 'Deletes a property and its types; not one with bookings',
    tags,
    params: IdParamsSchema,
    answer: Type.Null(),
    failures: [400, 404, 409],
  },

  // Property types by id (sandbox/routes/propertyTypes.ts).
  getPropertyType: {
    method: 'GET',
    path: PropertyPaths.propertyType.route,
    summary: 'A property type',
    tags,
    params: IdParamsSchema,
    answer: PropertyTypeSchema,
    failures: [400, 404],
  },
  updatePropertyType: {
    method: 'PUT',
    path: PropertyPaths.propertyType.route,
    summary: "Changes a property type's given fields",
    tags,
    params: IdParamsSchema,
    body: UpdatePropertyTypeRequestSchema,
    answer: PropertyTypeSchema,
    failures: [400, 404, 413, 415],
  },
  deletePropertyType: {
    method: 'DELETE',
    path: PropertyPaths.propertyType.route,
    summary: 'Deletes a property type; not one with bookings',
    tags,
    params: IdParamsSchema,
    answer: Type.Null(),
    failures: [400, 404, 409],
  },
  // The approve and active calls are toggles (the console's approve and revoke both use approve).
  togglePropertyTypeApproval: {
    method: 'PATCH',
    path: PropertyPaths.approve.route,
    summary: 'Approves or revokes a property type (a toggle)',
    tags,
    params: IdParamsSchema,
    answer: PropertyTypeSchema,
    failures: [400, 404],
  },
  togglePropertyTypeActive: {
    method: 'PATCH',
    path: PropertyPaths.active.route,
    summary: 'Activates or deactivates a property type (a toggle)',
    tags,
    params: IdParamsSchema,
    answer: PropertyTypeSchema,
    failures: [400, 404],
  },
  setPropertyTypeMaintenance: {
    method: 'PATCH',
    path: PropertyPaths.maintenance.route,
    summary: 'Puts a property type under maintenance, or takes it out',
    tags,
    params: IdParamsSchema,
    body: MaintenanceRequestSchema,
    answer: PropertyTypeSchema,
    failures: [400, 404, 413, 415],
  },
  uploadPropertyTypeBanner: {
    method: 'POST',
    path: PropertyPaths.propertyTypeImage.route,
    summary: "Replaces a property type's banner",
    tags,
    params: IdParamsSchema,
    body: ImageUploadBody('image'),
    answer: PropertyTypeSchema,
    failures: [400, 404, 413, 415],
  },

  // Locations (sandbox/routes/locations.ts).
  listLocations: {
    method: 'GET',
    path: LocationPaths.all,
    summary: 'Every location, in Thai order',
    tags: ['locations'],
    answer: List(LocationSchema),
  },
} as const satisfies Record<string, Operation>;
