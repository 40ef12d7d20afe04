/**
 * The sandbox's own calls, never the console's: the simulated providers' pages, faults, reset,
 * simulation and health, with the schemas of their bodies and answers. Tests and scripts drive
 * the sandbox through them; the published contract leaves them out.
 */
import { Type, type Static } from 'typebox';
import { Strict } from '../../contract/schemas/fields';

/** Simulated sign-in providers and the sandbox's own control paths: never called by the console. */
export const SandboxPaths = {
  lineAuthorize: '/oauth/line/authorize',
  appleAuthorize: '/oauth/apple/authorize',
  /** GET lists, PUT replaces, DELETE clears the active faults. */
  faults: '/__sandbox/faults',
  /** POST: drop and reseed the database (tests only). */
  reset: '/__sandbox/reset',
  /** POST ?bookings&periodTwo&applications&propertyTypes (how many of each), or none: one step. */
  simulate: '/__sandbox/simulate',
  health: '/__sandbox/health',
} as const;

/** The header that carries the sandbox's control token (faults, reset and simulate). */
export const SANDBOX_CONTROL_HEADER = 'x-sandbox-control-token';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const FaultRuleSchema = Type.Object(
  {
    pattern: Type.String({
      pattern: '^/',
      maxLength: 200,
      description: 'A path prefix, or a glob with `*` matched against the whole path.',
    }),
    methods: Type.Optional(
      Type.Array(Type.Enum([...METHODS, ...METHODS.map((method) => method.toLowerCase())]), {
        minItems: 1,
        description: 'Only these methods; all when absent.',
      }),
    ),
    latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
    errorRate: Type.Optional(
      Type.Number({ minimum: 0, maximum: 1, description: 'Share of matching calls answered with 500.' }),
    ),
    status: Type.Optional(
      Type.Union([Type.Literal(404), Type.Literal(500), Type.Literal(503)], {
        description:
          "The errorRate answers' status, 500 unless given; 404 plays a call the API does not have.",
      }),
    ),
    query: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Only calls whose query string contains this text (e.g. `bookingId=…`).',
      }),
    ),
    drop: Type.Optional(Type.Boolean({ description: 'Destroy the connection without an answer.' })),
    expireTokens: Type.Optional(
      Type.Boolean({ description: 'Treat every access token issued so far as expired.' }),
    ),
  },
  Strict,
);
export const FaultSettingsSchema = Type.Object(
  { rules: Type.Array(FaultRuleSchema, { maxItems: 50 }) },
  Strict,
);
const simulatedCount = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description }));
/**
 * POST /__sandbox/simulate: how many of each activity to make now, exactly (at least one above 0);
 * none given, one step as `--simulate` takes it, an activity drawn by weight.
 */
export const SimulateQuerySchema = Type.Object(
  {
    bookings: simulatedCount('New bookings, each with its deposit slip waiting for verification.'),
    periodTwo: simulatedCount('Confirmed bookings whose guest sends the second slip (PAYMENT2).'),
    applications: simulatedCount('Customers applying to become partners.'),
    propertyTypes: simulatedCount('New property types of existing properties, awaiting approval.'),
  },
  Strict,
);
const SimulatedBookingSchema = Type.Object({ bookingId: Type.String(), bookingCode: Type.String() });
/** What POST /__sandbox/simulate made, by activity (an activity that cannot happen now is left out). */
export const SimulatedSchema = Type.Object({
  bookings: Type.Array(SimulatedBookingSchema),
  periodTwo: Type.Array(SimulatedBookingSchema),
  applications: Type.Array(Type.Object({ profilePartnerId: Type.String(), profileId: Type.String() })),
  propertyTypes: Type.Array(Type.Object({ propertyTypeId: Type.String(), propertyId: Type.String() })),
});

export type FaultRule = Static<typeof FaultRuleSchema>;
export type FaultSettings = Static<typeof FaultSettingsSchema>;
export type SimulateQuery = Static<typeof SimulateQuerySchema>;
export type Simulated = Static<typeof SimulatedSchema>;
