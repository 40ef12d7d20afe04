import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the sandbox sends keeps to the contract even when a stored row does not (a direct database
 * write, a row older than a rule): a field the contract refuses is sent as null where the contract
 * allows null, and otherwise the list entry that holds it is left out. One bad row never takes a
 * list down (the serializer would answer 500); the log names what was blanked or left out, as a
 * real backend's would.
 */
const answers = addFormats(
  new Ajv({ allErrors: true, addUsedSchema: false, multipleOfPrecision: 6, strict: false }),
);
const validators = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = answers.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

type Segments = string[];
const segmentsOf = (pointer: string): Segments =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

const parentOf = (root: unknown, segments: Segments): Record<string, unknown> | null => {
  let value = root;
  for (const segment of segments.slice(0, -1)) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[segment];
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

/** Where the errors point, deepest first, each once. */
const pointersOf = (validate: ValidateFunction): string[] =>
  [...new Set((validate.errors ?? []).map((error) => error.instancePath))].sort(
    (a, b) => segmentsOf(b).length - segmentsOf(a).length,
  );

/** The list entry a pointer lies in: the first array on its way down from the answer's root. */
function entryOf(root: unknown, segments: Segments): { list: unknown[]; index: number } | null {
  let value = root;
  for (const segment of segments) {
    if (Array.isArray(value)) return { list: value, index: Number(segment) };
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[segment];
  }
  return null;
}

export interface Fitted {
  /** The value as sent: the one given when it kept to the schema, else a fitted copy. */
  value: unknown;
  /** The fields sent as null, as JSON pointers. */
  blanked: string[];
  /** How many list entries were left out. */
  omitted: number;
}

/** `value` fitted to `schema`: bad fields blanked where null is allowed, else their entries left out. */
export function fitToSchema(schema: object, value: unknown): Fitted {
  const validate = validatorOf(schema);
  if (validate(value)) return { value, blanked: [], omitted: 0 };
  const fitted: unknown = structuredClone(value);
  const blanked: string[] = [];
  for (const pointer of pointersOf(validate)) {
    const segments = segmentsOf(pointer);
    const parent = parentOf(fitted, segments);
    // The root, or a list's place, is never blanked: an entry is left out instead.
    if (segments.length === 0 || parent === null || Array.isArray(parent)) continue;
    parent[segments[segments.length - 1]] = null;
    blanked.push(pointer);
  }
  if (validate(fitted)) return { value: fitted, blanked, omitted: 0 };
  // Null was not allowed somewhere: the entries holding what is still wrong are left out.
  const entries = new Map<unknown[], Set<number>>();
  for (const pointer of pointersOf(validate)) {
    const entry = entryOf(fitted, segmentsOf(pointer));
    if (entry) entries.set(entry.list, (entries.get(entry.list) ?? new Set()).add(entry.index));
  }
  let omitted = 0;
  for (const [list, indexes] of entries) {
    for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
    omitted += indexes.size;
  }
  // What lies outside any list (the answer's own fields) cannot be left out: sent as it was.
  if (!validate(fitted)) return { value, blanked: [], omitted: 0 };
  return { value: fitted, blanked, omitted };
}

/** The schema of a route's `data` for an HTTP status, if the route declares one. */
function dataSchemaOf(request: FastifyRequest, statusCode: number): object | null {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const envelope = response?.[String(statusCode)] as { properties?: { data?: object } } | undefined;
  return envelope?.properties?.data ?? null;
}

function report(log: FastifyBaseLogger, request: FastifyRequest, { blanked, omitted }: Fitted) {
  if (blanked.length === 0 && omitted === 0) return;
  log.warn(
    { url: request.url, blanked: blanked.slice(0, 20), omitted },
    'stored data breaks the contract: fields sent as null, entries left out',
  );
}

/** A route's success data as the contract allows it to be sent (see fitToSchema). */
export function fitData(request: FastifyRequest, data: unknown, statusCode = 200): unknown {
  const schema = dataSchemaOf(request, statusCode);
  if (!schema) return data;
  const fitted = fitToSchema(schema, data);
  report(request.log, request, fitted);
  return fitted.value;
}

/** Every success answer sent as an object goes through fitData before it is serialized. */
export function registerAnswerFitting(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 300 || typeof payload !== 'object' || payload === null || !('data' in payload))
      return payload;
    const data = fitData(request, (payload as { data: unknown }).data, reply.statusCode);
    return data === (payload as { data: unknown }).data ? payload : { ...payload, data };
  });
}
