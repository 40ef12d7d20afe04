import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '../../src/services/contract';
import { invalid } from '../envelope';

/** Reading and checking request input. Every failure is a 400 naming the field. */

export type Fields = Record<string, unknown>;

/** The JSON body as an object; an absent body reads as `{}`. */
export function bodyOf(request: FastifyRequest): Fields {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid('body');
  return body as Fields;
}

/** A path parameter; Fastify always gives one, but an empty one is not an id. */
export function idParam(request: FastifyRequest, name = 'id'): string {
  const value = (request.params as Fields)[name];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(name);
  return value;
}

/** An optional query value: absent or blank gives undefined; repeated values are refused. */
export function queryText(request: FastifyRequest, field: string, maxLength = 200): string | undefined {
  const value = (request.query as Fields)[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw invalid(field);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function requiredQuery(request: FastifyRequest, field: string): string {
  const value = queryText(request, field);
  if (value === undefined) throw invalid(field);
  return value;
}

export function queryBoolean(request: FastifyRequest, field: string): boolean | undefined {
  const value = queryText(request, field);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(field);
  return value === 'true';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleOf(value: unknown, field: string): Role {
  if (!isRole(value)) throw invalid(field);
  return value;
}

/** A non-blank string, trimmed. */
export function requiredText(fields: Fields, field: string, maxLength = 100): string {
  const value = fields[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength) throw invalid(field);
  return value.trim();
}

/**
 * An optional string field: undefined when absent (leave as is), null when null or blank (clear it)
 * if the field may be cleared.
 */
export function optionalText(
  fields: Fields,
  field: string,
  maxLength = 200,
  clearable = true,
): string | null | undefined {
  const value = fields[field];
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    if (!clearable) throw invalid(field);
    return null;
  }
  if (typeof value !== 'string' || value.length > maxLength) throw invalid(field);
  return value.trim();
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function emailOf(value: string, field = 'email'): string {
  if (value.length > 254 || !EMAIL.test(value)) throw invalid(field);
  return value.toLowerCase();
}

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export function phoneOf(value: string, field = 'phoneNumber'): string {
  if (!PHONE.test(value)) throw invalid(field);
  return value;
}

/** An optional number field; null clears it when allowed. */
export function optionalNumber(
  fields: Fields,
  field: string,
  {
    min = 0,
    integer = false,
    clearable = true,
  }: { min?: number; integer?: boolean; clearable?: boolean } = {},
): number | null | undefined {
  const value = fields[field];
  if (value === undefined) return undefined;
  if (value === null && clearable) return null;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    (integer && !Number.isInteger(value))
  ) {
    throw invalid(field);
  }
  return value;
}

export function requiredBoolean(fields: Fields, field: string): boolean {
  const value = fields[field];
  if (typeof value !== 'boolean') throw invalid(field);
  return value;
}

/** A `LIKE … ESCAPE '\'` pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
