import { Type, type Static } from 'typebox';
import { SearchLimits } from '../limits';
import { Count, Id, Instant, Money, Nullable, People, Strict, Text } from './fields';

export const LocationSchema = Type.Object(
  { locationId: Id(), name: Type.String(), code: Type.String() },
  { $id: 'Location' },
);

export const PropertyOwnerSchema = Type.Object(
  {
    profileId: Id(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    image: Nullable(Id()),
    email: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    lineId: Nullable(Type.String()),
    facebook: Nullable(Type.String()),
    location: Nullable(Type.String()),
    isHead: Type.Boolean(),
    verified: Type.Boolean({ description: 'Partner verification: false while pending.' }),
  },
  { $id: 'PropertyOwner' },
);

export const PropertyTypeSchema = Type.Object(
  {
    propertyTypeId: Id(),
    propertyTypeName: Nullable(Type.String()),
    code: Nullable(Type.String()),
    banner: Nullable(Id('Image id, shown through /images/api/v1/property/{id}.')),
    startPrice: Nullable(Money('Baht per night.')),
    maxPeople: Nullable(People()),
    approved: Type.Boolean(),
    active: Type.Boolean(),
    maintenance: Type.Boolean(),
    updateDate: Nullable(Instant()),
  },
  { $id: 'PropertyType' },
);

export const PropertySchema = Type.Object(
  {
    propertyId: Id(),
    propertyName: Nullable(Type.String()),
    code: Nullable(Type.String()),
    locationId: Nullable(Id()),
    locationName: Nullable(Type.String()),
    propertyTypes: Type.Array(PropertyTypeSchema),
    propertyOwners: Type.Array(PropertyOwnerSchema),
  },
  { $id: 'Property' },
);

export const PropertyListByApprovalSchema = Type.Object(
  {
    approve: Type.Array(PropertySchema),
    // The same schema by reference: a schema may define an `$id` once only.
    notApprove: Type.Array(Type.Unsafe<Static<typeof PropertySchema>>({ $ref: 'Property' })),
  },
  {
    $id: 'PropertyListByApproval',
    description:
      'A property is under approve with its approved types and under notApprove with its pending ones.',
  },
);

const PropertySearch = {
  keyword: Type.Optional(Type.String({ maxLength: SearchLimits.keyword })),
  locationId: Type.Optional(Type.String({ maxLength: SearchLimits.locationId })),
};
export const PropertySearchQuerySchema = Type.Object(PropertySearch, Strict);
export const PropertiesSearchQuerySchema = Type.Object(
  { ...PropertySearch, approved: Type.Optional(Type.Boolean()) },
  Strict,
);

export const MaintenanceRequestSchema = Type.Object({ maintenance: Type.Boolean() }, Strict);
export const UpdatePropertyRequestSchema = Type.Object(
  { propertyName: Type.Optional(Text(300)), locationId: Type.Optional(Text(100)) },
  Strict,
);
export const UpdatePropertyTypeRequestSchema = Type.Object(
  {
    propertyTypeName: Type.Optional(Text(300)),
    startPrice: Type.Optional(Nullable(Money())),
    maxPeople: Type.Optional(Nullable(People())),
  },
  { ...Strict, description: 'Only the given fields change; null clears a field.' },
);

export const DashboardInfoSchema = Type.Object(
  {
    totalBooking: Count('Every booking.'),
    todayBooking: Count("Bookings made today, in Thailand's time."),
    propertyCount: Count(),
    members: Count('Every user.'),
  },
  { $id: 'DashboardInfo' },
);
