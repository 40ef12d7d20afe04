import { api, PARTNER_LISTS, PROFILE_LIST } from './api';
import { idOf, listAnswer, textOrNull, type Fields } from './answers';
import { profileSearchRequest } from './request';
import {
  ProfilePaths,
  type Profile,
  type ProfileSearchQuery,
  type Role,
  type RoleChangeRequest,
  type UpdateProfileRequest,
} from '../../contract';
import { profileRefreshed } from '../slices/authSlice';

/** A profile with every field of the type it claims: a mistyped field cannot break a screen. */
function profileAnswer(fields: Fields): Profile {
  return {
    profileId: idOf(fields.profileId),
    firstName: textOrNull(fields.firstName),
    lastName: textOrNull(fields.lastName),
    fullName: textOrNull(fields.fullName),
    email: textOrNull(fields.email),
    phoneNumber: textOrNull(fields.phoneNumber),
    role: fields.role as Role,
    active: fields.active === true,
    image: textOrNull(fields.image),
    lineId: textOrNull(fields.lineId),
    facebook: textOrNull(fields.facebook),
    location: textOrNull(fields.location),
    createDate: textOrNull(fields.createDate),
  };
}

const singleProfile = (data: unknown): Profile =>
  profileAnswer(typeof data === 'object' && data !== null ? (data as Fields) : {});

/**
 * What a change of one profile makes stale: the lists, the partner lists (a role), the profile and
 * the audit trail, which has one more entry.
 */
const profileChangeTags = (_result: unknown, error: unknown, { profileId }: { profileId: string }) =>
  error ? [] : [PROFILE_LIST, PARTNER_LISTS, { type: 'Profiles' as const, id: profileId }, 'Audit' as const];

export interface ProfileActivation {
  profileId: string;
  /** What the admin switched it to. */
  active: boolean;
}

export interface ProfileRoleChange {
  profileId: string;
  newRole: Role;
}

export interface ProfileDetailsChange {
  profileId: string;
  /** Only the fields that change; null clears an optional one. */
  changes: UpdateProfileRequest;
}

export interface ProfileImageChange {
  profileId: string;
  /** A JPEG or PNG of at most 1 MB (src/lib/imageCompression.ts). */
  image: File;
}

export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (profileId) => ProfilePaths.byId(profileId),
      // Shaped like every profile answer: a mistyped name or image cannot reach the session user.
      transformResponse: singleProfile,
      providesTags: (_result, _error, profileId) => [{ type: 'Profiles', id: profileId }],
      // The profile page already shows the token's claims; a failed refresh of them needs no alert.
      extraOptions: { silent: true },
      async onQueryStarted(_profileId, { dispatch, queryFulfilled }) {
        const { data: profile } = await queryFulfilled.catch(() => ({ data: null }));
        if (profile) dispatch(profileRefreshed(profile));
      },
    }),

    /** User management's list: every profile, or those of a role and/or matching a keyword. */
    searchProfiles: build.query<Profile[], ProfileSearchQuery>({
      query: profileSearchRequest,
      transformResponse: (data: unknown) => listAnswer(data, profileAnswer),
      providesTags: [PROFILE_LIST],
      // The screen shows the spec's search error in place of the table.
      extraOptions: { silent: true },
    }),

    /**
     * Activates or deactivates a profile (spec section 4). The server's call is a toggle that
     * answers the profile as it now is: if that shows the profile ended the other way (someone
     * switched it first, in another window), it is toggled once more, so the admin's decision holds.
     */
    setProfileActive: build.mutation<Profile, ProfileActivation>({
      async queryFn({ profileId, active }, _api, _extraOptions, call) {
        const toggle = () => call({ url: ProfilePaths.active(profileId), method: 'PATCH' });
        let result = await toggle();
        const endedAs = () => (result.data as { active?: unknown } | null)?.active;
        if (!result.error && typeof endedAs() === 'boolean' && endedAs() !== active) result = await toggle();
        if (result.error) return { error: result.error };
        return { data: singleProfile(result.data) };
      },
      // The table kit's useRowTasks tells the admin, naming the action.
      extraOptions: { silent: true },
      invalidatesTags: (_result, error, { profileId }) =>
        error ? [] : [PROFILE_LIST, { type: 'Profiles', id: profileId }, 'Audit'],
      onQueryStarted: (_activation, lifecycle) => showUpdatedProfile(lifecycle),
    }),

    changeProfileRole: build.mutation<Profile, ProfileRoleChange>({
      transformResponse: singleProfile,
      query: ({ profileId, newRole }) => ({
        url: ProfilePaths.role(profileId),
        method: 'POST',
        body: { newRole } satisfies RoleChangeRequest,
      }),
      extraOptions: { silent: true },
      invalidatesTags: profileChangeTags,
      onQueryStarted: (_change, lifecycle) => showUpdatedProfile(lifecycle),
    }),

    /** A user's own details (first name, last name, email, phone number); the answer is the profile. */
    updateProfile: build.mutation<Profile, ProfileDetailsChange>({
      transformResponse: singleProfile,
      query: ({ profileId, changes }) => ({
        url: ProfilePaths.byId(profileId),
        method: 'PUT',
        body: changes,
      }),
      // The edit dialog tells the admin, as the table's row actions do.
      extraOptions: { silent: true },
      invalidatesTags: profileChangeTags,
      onQueryStarted: (_change, lifecycle) => showUpdatedProfile(lifecycle),
    }),

    uploadProfileImage: build.mutation<Profile, ProfileImageChange>({
      transformResponse: singleProfile,
      query: ({ profileId, image }) => {
        // No content type here: the browser sets multipart/form-data with its boundary.
        const body = new FormData();
        body.append('image', image, image.name);
        return { url: ProfilePaths.image(profileId), method: 'POST', body };
      },
      extraOptions: { silent: true },
      invalidatesTags: profileChangeTags,
      onQueryStarted: (_change, lifecycle) => showUpdatedProfile(lifecycle),
    }),

    deleteProfile: build.mutation<null, string>({
      query: (profileId) => ({ url: ProfilePaths.remove(profileId), method: 'DELETE' }),
      extraOptions: { silent: true },
      // Home's member counter counts profiles.
      invalidatesTags: (_result, error) => (error ? [] : [PROFILE_LIST, PARTNER_LISTS, 'Dashboard', 'Audit']),
      async onQueryStarted(profileId, { dispatch, getState, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        // Gone at once, before the reload confirms it.
        for (const args of profilesApi.util.selectCachedArgsForQuery(getState(), 'searchProfiles')) {
          dispatch(
            profilesApi.util.updateQueryData('searchProfiles', args, (rows) =>
              rows.filter((row) => row.profileId !== profileId),
            ),
          );
        }
      },
    }),
  }),
});

const succeeded = (fulfilled: Promise<unknown>) =>
  fulfilled.then(
    () => true,
    () => false,
  );

type ProfileLifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Profile }>;
};

/**
 * The updated profile replaces its row in every cached list at once, so a switch or a role never
 * shows its old value while the list reloads (the reload itself follows from the tags). When it is
 * the signed-in admin's own, the header's name and image follow too.
 */
async function showUpdatedProfile({ dispatch, getState, queryFulfilled }: ProfileLifecycle): Promise<void> {
  const profile = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (!profile?.profileId) return;
  dispatch(profileRefreshed(profile));
  const state = getState() as Parameters<typeof profilesApi.util.selectCachedArgsForQuery>[0];
  for (const args of profilesApi.util.selectCachedArgsForQuery(state, 'searchProfiles')) {
    dispatch(
      profilesApi.util.updateQueryData('searchProfiles', args, (rows) =>
        rows.map((row) => (row.profileId === profile.profileId ? profile : row)),
      ),
    );
  }
}

export const {
  useGetProfileQuery,
  useSearchProfilesQuery,
  useSetProfileActiveMutation,
  useChangeProfileRoleMutation,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
  useDeleteProfileMutation,
} = profilesApi;
