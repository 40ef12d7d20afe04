import { api, PARTNER_LISTS, PROFILE_LIST } from './api';
import { ClientReason, type ApiFailure } from './apiFailure';
import { changedElsewhere } from './baseQuery';
import { PartnerPaths, type PartnerRequest } from '../../contract';
import { idOf, listAnswer, textOrNull, type Fields } from './answers';

/** A partner request with every field of the type it claims (see profilesApi's listAnswer). */
function partnerRequestAnswer(fields: Fields): PartnerRequest {
  const capacity = fields.maxCapacity;
  return {
    profilePartnerId: idOf(fields.profilePartnerId),
    profileId: textOrNull(fields.profileId) ?? '',
    firstName: textOrNull(fields.firstName),
    lastName: textOrNull(fields.lastName),
    email: textOrNull(fields.email),
    phoneNumber: textOrNull(fields.phoneNumber),
    createDate: textOrNull(fields.createDate),
    lineId: textOrNull(fields.lineId),
    facebook: textOrNull(fields.facebook),
    propertyName: textOrNull(fields.propertyName),
    location: textOrNull(fields.location),
    image: textOrNull(fields.image),
    maxCapacity: typeof capacity === 'number' && Number.isFinite(capacity) ? capacity : null,
  };
}

/** Reject takes a pending request back; cancel approval an approved partner's (spec section 2). */
export type PartnerRemoval = Pick<PartnerRequest, 'profilePartnerId'> & {
  decision: 'reject' | 'cancelApproval';
};

/** The list a removal is decided from: the request must still be in it when the call goes out. */
const listOfDecision = {
  reject: PartnerPaths.pendingRoleChange,
  cancelApproval: PartnerPaths.withoutProperties,
} as const;

const isChangedElsewhere = (error: ApiFailure | undefined) =>
  error?.data.status.description === ClientReason.changedElsewhere;

export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Applications waiting for a decision. */
    getPendingPartnerRequests: build.query<PartnerRequest[], void>({
      query: () => PartnerPaths.pendingRoleChange,
      transformResponse: (data: unknown) => listAnswer(data, partnerRequestAnswer),
      providesTags: [PARTNER_LISTS],
      // The screen shows the load error in place of the table, with Try again.
      extraOptions: { silent: true },
    }),

    /** Approved partners who own no property yet: their approval can still be cancelled. */
    getPartnersWithoutProperties: build.query<PartnerRequest[], void>({
      query: () => PartnerPaths.withoutProperties,
      transformResponse: (data: unknown) => listAnswer(data, partnerRequestAnswer),
      providesTags: [PARTNER_LISTS],
      extraOptions: { silent: true },
    }),

    /** Approve: the applicant becomes a partner. Takes the request's encrypted profile id. */
    approvePartnerRequest: build.mutation<unknown, Pick<PartnerRequest, 'profileId'>>({
      query: ({ profileId }) => ({ url: PartnerPaths.updateRoleToPartner(profileId), method: 'PATCH' }),
      // The table kit's useRowTasks tells the admin, naming the action.
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [PARTNER_LISTS, PROFILE_LIST, 'Audit']),
      // Out of the pending list at once; the reload then shows it among the partners.
      onQueryStarted: ({ profileId }, lifecycle) =>
        dropFromLists(lifecycle, (request) => request.profileId === profileId, ['getPendingPartnerRequests']),
    }),

    /**
     * Reject (a pending request) and cancel approval (an approved one): the request is deleted.
     * Both are one delete call, which the API takes whatever the request's state: a window opened
     * before someone approved the request elsewhere would delete the new partner's profile. So the
     * list the admin decided from is read again first, and the call is not sent when the request
     * has left it; the lists then reload to show it as it is.
     */
    deletePartnerRequest: build.mutation<unknown, PartnerRemoval>({
      async queryFn({ profilePartnerId, decision }, _api, _extraOptions, call) {
        const listed = await call(listOfDecision[decision]);
        if (listed.error) return { error: listed.error };
        const stillThere = listAnswer(listed.data, partnerRequestAnswer).some(
          (request) => request.profilePartnerId === profilePartnerId,
        );
        if (!stillThere) return { error: changedElsewhere() };
        return call({ url: PartnerPaths.deleteProfilePartner(profilePartnerId), method: 'DELETE' });
      },
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) =>
        !error
          ? [PARTNER_LISTS, PROFILE_LIST, 'Audit']
          : isChangedElsewhere(error)
            ? [PARTNER_LISTS, PROFILE_LIST]
            : [],
      // Gone at once, so the row cannot be acted on again while the lists reload.
      onQueryStarted: ({ profilePartnerId }, lifecycle) =>
        dropFromLists(lifecycle, (request) => request.profilePartnerId === profilePartnerId, [
          'getPendingPartnerRequests',
          'getPartnersWithoutProperties',
        ]),
    }),
  }),
});

type ListEndpoint = 'getPendingPartnerRequests' | 'getPartnersWithoutProperties';

/** Once the call succeeds, removes the matching requests from the cached lists. */
async function dropFromLists(
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  matches: (request: PartnerRequest) => boolean,
  endpoints: ListEndpoint[],
): Promise<void> {
  const succeeded = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (!succeeded) return;
  for (const endpoint of endpoints) {
    dispatch(
      partnersApi.util.updateQueryData(endpoint, undefined, (requests) =>
        requests.filter((request) => !matches(request)),
      ),
    );
  }
}

export const {
  useGetPendingPartnerRequestsQuery,
  useGetPartnersWithoutPropertiesQuery,
  useApprovePartnerRequestMutation,
  useDeletePartnerRequestMutation,
} = partnersApi;
