import { Type } from 'typebox';
import { PersonLimits, ROLES, SearchLimits } from '../limits';
import { Id, Instant, Nullable, Strict, Text, Words } from './fields';

export const RoleSchema = Type.Enum(ROLES);

export const ProfileSchema = Type.Object(
  {
    profileId: Id(),
    firstName: Nullable(Words()),
    lastName: Nullable(Words()),
    fullName: Nullable(Words()),
    email: Nullable(Words()),
    phoneNumber: Nullable(Words()),
    role: RoleSchema,
    active: Type.Boolean(),
    image: Nullable(Id('Image id, shown through /images/api/v1/profile/{id}.')),
    lineId: Type.Optional(Nullable(Words())),
    facebook: Type.Optional(Nullable(Words())),
    location: Type.Optional(Nullable(Words())),
    createDate: Type.Optional(Nullable(Instant())),
  },
  { $id: 'Profile' },
);

export const ProfileSearchQuerySchema = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    keyword: Type.Optional(Type.String({ maxLength: SearchLimits.keyword })),
  },
  Strict,
);

const Email = Type.String({
  format: 'email',
  pattern: PersonLimits.emailPattern,
  maxLength: PersonLimits.email,
});
const Phone = Type.String({ maxLength: PersonLimits.phoneNumber, pattern: PersonLimits.phonePattern });
/** Optional text that null (or blank) clears. */
export const Clearable = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

export const CreateProfileRequestSchema = Type.Object(
  {
    firstName: Text(PersonLimits.name),
    lastName: Text(PersonLimits.name),
    email: Email,
    phoneNumber: Type.Optional(Phone),
    role: RoleSchema,
  },
  Strict,
);

/** The person's own fields, shared by the profile and the partner request updates. */
export const PersonUpdate = {
  firstName: Type.Optional(Text(PersonLimits.name)),
  lastName: Type.Optional(Text(PersonLimits.name)),
  email: Type.Optional(Email),
  phoneNumber: Type.Optional(Nullable(Phone)),
  lineId: Clearable(100),
  facebook: Clearable(300),
};

export const UpdateProfileRequestSchema = Type.Object(
  { ...PersonUpdate, location: Clearable(500) },
  { ...Strict, description: 'Only the given fields change; null clears a field.' },
);
export const RoleChangeRequestSchema = Type.Object({ newRole: RoleSchema }, Strict);
