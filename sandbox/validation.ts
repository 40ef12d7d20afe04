import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { invalid } from './envelope';

/**
 * Requests are checked against the contract's schemas (contract/schemas/) with one
 * Ajv per kind of input, as Fastify's validation docs show. Bodies are taken as sent: "5990" is not
 * a price. The query string and the path are text, so their numbers and booleans are read from it
 * (a whole number from decimal digits only), but a repeated or bracketed parameter
 * (`role=A&role=B`, `role[]=A`) is refused, not picked from.
 * Neither drops an unknown field: it is refused.
 */
// multipleOfPrecision: amounts are in satang steps (`multipleOf: 0.01`), which floating-point
// division cannot check exactly (Ajv's documented option for fractional divisors).
const shared = { removeAdditional: false, addUsedSchema: false, multipleOfPrecision: 6 } as const;
const bodies = addFormats(new Ajv({ ...shared, coerceTypes: false }));
const texts = addFormats(new Ajv({ ...shared, coerceTypes: true }));

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * A query string's whole numbers are decimal digits: Ajv's coercion reads any text JavaScript takes
 * for a number ("0x10", "0b11", "1e2", " 5"), and "1e300" would reach SQLite as an OFFSET.
 */
function withDigitsOnly(
  schema: { properties?: Record<string, { type?: unknown }> },
  validate: Validate,
): Validate {
  const integers = Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([field]) => field);
  if (integers.length === 0) return validate;
  const checked: Validate = (data) => {
    const fields = (data ?? {}) as Record<string, unknown>;
    // Digits past 1.8 × 10^308 read as Infinity, which passes a `maximum` check in no useful way.
    const notDigits = integers.find((field) => {
      const value = fields[field];
      return typeof value === 'string' && !(/^[0-9]+$/.test(value) && Number.isFinite(Number(value)));
    });
    if (notDigits !== undefined) {
      checked.errors = [
        {
          instancePath: `/${notDigits}`,
          schemaPath: `#/properties/${notDigits}/type`,
          keyword: 'type',
          params: {},
          message: 'must be a whole number in decimal digits',
        },
      ];
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart, contentType }) => {
  // An upload is streamed by its handler, whose readImage checks the file; its schema documents it.
  if (contentType === 'multipart/form-data') return () => true;
  if (httpPart === 'body') return bodies.compile(schema);
  const validate = texts.compile(schema);
  return httpPart === 'querystring' ? withDigitsOnly(schema as object, validate) : validate;
};

/** Compiles a body schema for input that does not arrive over HTTP (main.ts's fault flags). */
export const compileBody = <T>(schema: object) => bodies.compile<T>(schema);

/** `rules`, `0`, `pattern` → `rules[0].pattern`: how a 400's message names a field. */
export function fieldPath(segments: readonly (string | number)[], whole: string): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) path += `[${segment}]`;
    else path += path ? `.${segment}` : segment;
  }
  return path || whole;
}

/** The field an Ajv error is about: where it points, plus the missing or unknown property it names. */
export function fieldOf({ instancePath, params }: FastifySchemaValidationError, whole: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') segments.push(named);
  return fieldPath(segments, whole);
}

/** A UTF-16 surrogate not paired: `\p{Surrogate}` matches only those in a `u` expression. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The first key or text of a parsed JSON body holding a lone surrogate, or null when there is none. */
function loneSurrogateIn(value: unknown, at: (string | number)[] = []): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? fieldPath(at, 'body') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    if (LONE_SURROGATE.test(key)) return fieldPath(path, 'body');
    const found = loneSurrogateIn(item, path);
    if (found !== null) return found;
  }
  return null;
}

/**
 * How the sandbox reads requests: JSON bodies only (uploads add multipart in their own scope, the
 * provider pages forms in theirs), checked against the route's schemas; a failed check is a 400
 * VALIDATION_ERROR naming the first offending field.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSchemaErrorFormatter((errors, dataVar) => invalid(fieldOf(errors[0], dataVar)));
  app.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser (prototype poisoning refused), plus one refusal: `"\ud800"` is valid
  // JSON but not text, and SQLite would store it as U+FFFD.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      const field = loneSurrogateIn(value);
      return field === null ? done(null, value) : done(invalid(field));
    }),
  );
}
