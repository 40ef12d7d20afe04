/**
 * The marketplace API's bodies, queries and answers as JSON Schema (TypeBox): the one source of the
 * contract. The sandbox validates and serialises with them, `npm run contract` publishes them as
 * OpenAPI, and types.ts derives the console's types from them (`Static`, type-only imports: the
 * console's bundle never carries TypeBox).
 *
 * Answers are lenient where real answers may be (fields missing or null: the console shows '-');
 * bodies and queries are strict: an unknown field is refused.
 */
export * from './envelope';
export * from './auth';
export * from './profiles';
export * from './partners';
export * from './properties';
export * from './bookings';
export * from './payments';
export * from './audit';
export * from './workQueues';
export * from './trends';
export * from './payoutBatches';
export { IdParamsSchema, ImageUploadBody, List } from './fields';
