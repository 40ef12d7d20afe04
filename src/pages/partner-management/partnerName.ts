import type { PartnerRequest } from '../../services/contract';

/** First and last name of an applicant, or '' (shown as '-') when neither is there. */
export function partnerName(request: Partial<PartnerRequest>): string {
  return [request.firstName, request.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}
