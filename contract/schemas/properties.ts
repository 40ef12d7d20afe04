import { Type, type Static } from 'typebox';
import { SearchLimits } from '../limits';
import { Count, Id, Instant, List, Money, Nested, Nullable, People, Strict, Text, Words } from './fields';

export const LocationSchema = Type.Object(
  { locationId: Id(), name: Words(), code: Words() },
  { $id: 'Location' },
);

export const PropertyOwnerSchema = Type.Object(
  {
    profileId: Id(),
    firstName: Nullable(Words()),
    lastName: Nullable(Words()),
    image: Nullable(Id()),
    email: Nullable(Words()),
    phoneNumber: Nullable(Words()),
    lineId: Nullable(Words()),
    facebook: Nullable(Words()),
    location: Nullable(Words()),
    isHead: Type.Boolean(),
    verified: Type.Boolean({ description: 'Partner verification: false while pending.' }),
  },
  { $id: 'PropertyOwner' },
);

export const PropertyTypeSchema = Type.Object(
  {
    propertyTypeId: Id(),
    propertyTypeName: Nullable(Words()),
    code: Nullable(Words()),
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
    propertyName: Nullable(Words()),
    code: Nullable(Words()),
    locationId: Nullable(Id()),
    locationName: Nullable(Words()),
    propertyTypes: Nested(PropertyTypeSchema),
    propertyOwners: Nested(PropertyOwnerSchema),
  },
  { $id: 'Property' },
);

export const PropertyListByApprovalSchema = Type.Object(
  {
    approve: List(PropertySchema),
    // The same schema by reference: a schema may define an `$id` once only.
    notApprove: List(Type.Unsafe<Static<typeof PropertySchema>>({ $ref: 'Property' })),
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
