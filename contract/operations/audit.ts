import { AuditPaths } from '../paths';
import { AuditLogPageSchema, AuditLogQuerySchema } from '../schemas';
import type { Operation } from './operation';

export const auditOperations = {
  listAuditLog: {
    method: 'GET',
    path: AuditPaths.log,
    summary:
      'The audit trail: every admin action that changed data, newest first, filtered and paged (ours, proposed)',
    tags: ['audit'],
    querystring: AuditLogQuerySchema,
    answer: AuditLogPageSchema,
    failures: [400],
  },
} as const satisfies Record<string, Operation>;
