/** The building blocks of the contract's schemas: texts, ids, money, counts, dates, statuses. */
import { Type, type TSchema } from 'typebox';
import { AnswerLimits, IMAGE_MAX_BYTES } from '../limits';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A text that is not blank. */
export const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '\\S', ...(description ? { description } : {}) });
export const Strict = { additionalProperties: false } as const;
/** A text of an answer (a name, an e-mail, a note): what the API stores, up to AnswerLimits.text. */
export const Words = (description?: string) =>
  Type.String({ maxLength: AnswerLimits.text, ...(description ? { description } : {}) });
/** A whole list of an answer (the spec's lists are not paged). */
export const List = <T extends TSchema>(items: T) => Type.Array(items, { maxItems: AnswerLimits.list });
/** A record's own list: a property's types or owners, a booking's payments. */
export const Nested = <T extends TSchema>(items: T) => Type.Array(items, { maxItems: AnswerLimits.nested });

/** A record's id: it goes into paths and queries, so URL-safe characters only. */
export const Id = (description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: AnswerLimits.id,
    pattern: '^[A-Za-z0-9._~-]+$',
    ...(description ? { description } : {}),
  });
/** Baht, never negative, in whole satang; `examples`, typical amounts, are what a mock answers. */
export const Money = (description?: string, examples?: number[]) =>
  Type.Number({
    minimum: 0,
    maximum: AnswerLimits.baht,
    multipleOf: 0.01,
    ...(description ? { description } : {}),
    ...(examples ? { examples } : {}),
  });
/** A share of a price in percent, in hundredths of a percent. */
export const Percent = (description: string) =>
  Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, description });
/** How many of something there are. */
export const Count = (description?: string) =>
  Type.Integer({
    format: 'int32',
    minimum: 0,
    maximum: AnswerLimits.count,
    ...(description ? { description } : {}),
  });
/** How many people a villa takes. */
export const People = (description?: string) =>
  Type.Integer({
    format: 'int32',
    minimum: 1,
    maximum: AnswerLimits.people,
    ...(description ? { description } : {}),
  });
/** An instant, ISO 8601 with its offset (the sandbox writes UTC: 2026-03-01T09:30:00.000Z). */
export const Instant = (description?: string) =>
  Type.String({ format: 'date-time', maxLength: 40, ...(description ? { description } : {}) });
/** A calendar day in Thailand, YYYY-MM-DD. */
export const Day = (description?: string) =>
  Type.String({ format: 'date', maxLength: 10, ...(description ? { description } : {}) });

/**
 * A status as the spec lists them. An API may add one later: the console then shows it as
 * "Unknown status: X" and treats the record as not ready for any action.
 */
export const Status = <T extends string>(values: readonly T[]) =>
  Type.Enum([...values], {
    description:
      'As the spec lists them. A later API may add one: a client shows one it does not know as unknown and takes no action on it.',
  });

/** A record's id in a path. */
export const IdParamsSchema = Type.Object({ id: Text(100) }, Strict);

/** An upload's body: one JPEG, PNG or WebP image (by content) of at most 5 MB, in `field`. */
export const ImageUploadBody = (field: string) => ({
  content: {
    'multipart/form-data': {
      schema: Type.Object({ [field]: Type.String({ format: 'binary', maxLength: IMAGE_MAX_BYTES }) }),
    },
  },
});
