import { Type } from 'typebox';
import { PartnerPaths } from '../paths';
import { IdParamsSchema, List, PartnerRequestSchema, UpdatePartnerRequestSchema } from '../schemas';
import type { Operation } from './operation';

const tags = ['partners'];
const PartnerRequests = List(PartnerRequestSchema);
/** A list's first request leads to the calls by id. */
const partnerListLinks = {
  200: {
    getPartnerRequest: {
      operationId: 'getPartnerRequest',
      parameters: { id: '$response.body#/data/0/profilePartnerId' },
    },
  },
};
const partnerDeletion = {
  summary: "Deletes a partner request; a cancelled partner's role goes back to customer",
  tags,
  params: IdParamsSchema,
  answer: Type.Null(),
  failures: [400, 404, 409],
} as const;

export const partnerOperations = {
  listPendingPartnerRequests: {
    method: 'GET',
    path: PartnerPaths.pendingRoleChange,
    summary: 'Requests to become a partner, awaiting a decision; newest first',
    tags,
    answer: PartnerRequests,
    links: partnerListLinks,
  },
  listPartnersWithoutProperties: {
    method: 'GET',
    path: PartnerPaths.withoutProperties,
    summary: 'Approved partners who own no property yet (their approval can be cancelled)',
    tags,
    answer: PartnerRequests,
    links: partnerListLinks,
  },
  getPartnerRequest: {
    method: 'GET',
    path: PartnerPaths.byId.route,
    summary: 'A partner request, by profilePartnerId',
    tags,
    params: IdParamsSchema,
    answer: PartnerRequestSchema,
    failures: [400, 404],
  },
  updatePartnerRequest: {
    method: 'PUT',
    path: PartnerPaths.byId.route,
    summary: "Changes a partner request's given fields (and the applicant's profile)",
    tags,
    params: IdParamsSchema,
    body: UpdatePartnerRequestSchema,
    answer: PartnerRequestSchema,
    failures: [400, 404, 409, 413, 415],
  },
  approvePartnerRequest: {
    method: 'PUT',
    path: PartnerPaths.approve.route,
    summary: 'Approves a pending request: the applicant becomes a partner',
    tags,
    params: IdParamsSchema,
    answer: PartnerRequestSchema,
    failures: [400, 404, 409],
  },
  rejectPartnerRequest: {
    method: 'PUT',
    path: PartnerPaths.reject.route,
    summary: 'Rejects a pending request',
    tags,
    params: IdParamsSchema,
    answer: PartnerRequestSchema,
    failures: [400, 404, 409],
  },
  updateRoleToPartner: {
    method: 'PATCH',
    path: PartnerPaths.updateRoleToPartner.route,
    summary: "Approves the applicant's request, by the request's encrypted profile id",
    tags,
    params: IdParamsSchema,
    answer: PartnerRequestSchema,
    failures: [400, 404, 409],
  },
  // Reject and cancel approval: the same deletion under two paths.
  deletePartnerRequest: { method: 'DELETE', path: PartnerPaths.byId.route, ...partnerDeletion },
  deleteProfilePartner: {
    method: 'DELETE',
    path: PartnerPaths.deleteProfilePartner.route,
    ...partnerDeletion,
  },
} as const satisfies Record<string, Operation>;
