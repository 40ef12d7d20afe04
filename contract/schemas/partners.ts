import { Type } from 'typebox';
import { Id, Instant, Nullable, People, Strict, Words } from './fields';
import { Clearable, PersonUpdate } from './profiles';

export const PartnerRequestSchema = Type.Object(
  {
    profilePartnerId: Id(),
    profileId: Id('The encrypted profile id: what update-role-to-partner takes.'),
    firstName: Nullable(Words()),
    lastName: Nullable(Words()),
    email: Nullable(Words()),
    phoneNumber: Nullable(Words()),
    createDate: Nullable(Instant('When the customer applied.')),
    lineId: Nullable(Words()),
    facebook: Nullable(Words()),
    propertyName: Nullable(Words()),
    location: Nullable(Words('Free text or a map URL.')),
    image: Nullable(Id()),
    maxCapacity: Nullable(People('The most guests the villa takes.')),
  },
  { $id: 'PartnerRequest' },
);

export const UpdatePartnerRequestSchema = Type.Object(
  {
    ...PersonUpdate,
    propertyName: Clearable(300),
    location: Clearable(500),
    maxCapacity: Type.Optional(Nullable(People())),
  },
  { ...Strict, description: 'Only the given fields change; null clears a field.' },
);
