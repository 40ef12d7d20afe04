import { Type } from 'typebox';
import { ProfilePaths } from '../paths';
import {
  CreateProfileRequestSchema,
  IdParamsSchema,
  ImageUploadBody,
  List,
  ProfileSchema,
  ProfileSearchQuerySchema,
  RoleChangeRequestSchema,
  UpdateProfileRequestSchema,
} from '../schemas';
import type { Operation } from './operation';

const tags = ['profiles'];
const byId = { params: IdParamsSchema, tags };

export const profileOperations = {
  listProfiles: {
    method: 'GET',
    path: ProfilePaths.list,
    summary: 'Every profile, newest first',
    tags,
    answer: List(ProfileSchema),
    links: {
      200: {
        getProfile: { operationId: 'getProfile', parameters: { id: '$response.body#/data/0/profileId' } },
        getProfileImage: {
          operationId: 'getProfileImage',
          parameters: { id: '$response.body#/data/0/image' },
        },
      },
    },
  },
  searchProfiles: {
    method: 'GET',
    path: ProfilePaths.search,
    summary: 'Profiles of a role and/or matching a keyword (name, e-mail, phone)',
    tags,
    querystring: ProfileSearchQuerySchema,
    answer: List(ProfileSchema),
    failures: [400],
  },
  getProfile: {
    method: 'GET',
    path: ProfilePaths.byId.route,
    summary: 'A profile',
    ...byId,
    answer: ProfileSchema,
    failures: [400, 404],
  },
  createProfile: {
    method: 'POST',
    path: ProfilePaths.create,
    summary: 'Creates an active profile',
    tags,
    body: CreateProfileRequestSchema,
    answer: ProfileSchema,
    success: 201,
    failures: [400, 409, 413, 415],
  },
  updateProfile: {
    method: 'PUT',
    path: ProfilePaths.byId.route,
    summary: "Changes a profile's given fields",
    ...byId,
    body: UpdateProfileRequestSchema,
    answer: ProfileSchema,
    failures: [400, 404, 409, 413, 415],
  },
  toggleProfileActive: {
    method: 'PATCH',
    path: ProfilePaths.active.route,
    summary: 'Activates or deactivates a profile (a toggle); not your own',
    ...byId,
    answer: ProfileSchema,
    failures: [400, 404, 409],
  },
  deleteProfile: {
    method: 'DELETE',
    path: ProfilePaths.remove.route,
    summary: 'Deletes a profile; not your own',
    ...byId,
    answer: Type.Null(),
    failures: [400, 404, 409],
  },
  uploadProfileImage: {
    method: 'POST',
    path: ProfilePaths.image.route,
    summary: "Replaces a profile's image",
    ...byId,
    body: ImageUploadBody('image'),
    answer: ProfileSchema,
    failures: [400, 404, 413, 415],
  },
  changeProfileRole: {
    method: 'POST',
    path: ProfilePaths.role.route,
    summary: "Changes a profile's role; an admin cannot demote themselves",
    ...byId,
    body: RoleChangeRequestSchema,
    answer: ProfileSchema,
    failures: [400, 404, 409, 413, 415],
  },
} as const satisfies Record<string, Operation>;
