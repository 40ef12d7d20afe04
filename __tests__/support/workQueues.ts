import { BookingPaths, PartnerPaths, PropertyPaths } from '../../contract';

/** The lists the work queues are read from (src/work-queues/useWorkQueues.ts), as the API's paths. */
export const QUEUE_LISTS = [
  PartnerPaths.pendingRoleChange,
  PropertyPaths.adminWithOwner,
  BookingPaths.nonAcceptedPayment,
  BookingPaths.acceptedPayment,
];
