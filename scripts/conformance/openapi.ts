/** The contract as the conformance suite reads it: its calls, their links, their answers' schemas. */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
export interface Link {
  operationId: string;
  parameters: Record<string, string>;
}
export interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, unknown>; links?: Record<string, Link> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
export interface Call {
  method: string;
  path: string;
  operation: Operation;
}
/** An answer as the checks read it: JSON parsed, anything else as bytes. */
export interface Answer {
  status: number;
  type: string;
  body: unknown;
}

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A link's `$response.body#/data/0/image` on an answer. An array index is read as "this item or
 * the next one that has the value", so a list whose first profile has no image still gives one.
 */
function resolve(value: unknown, parts: string[]): unknown {
  if (parts.length === 0) return value;
  const [part, ...rest] = parts;
  if (Array.isArray(value) && /^\d+$/.test(part)) {
    for (const item of value.slice(Number(part))) {
      const found = resolve(item, rest);
      if (found !== null && found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  return resolve((value as Record<string, unknown>)[part], rest);
}

export class Contract {
  readonly calls: Call[];
  /** The document itself is the schema registry: `#/components/schemas/…` resolve inside it. */
  private readonly ajv = addFormats(new Ajv2020({ strict: false, multipleOfPrecision: 6 }));

  constructor(document: OpenApiDocument) {
    this.ajv.addSchema(document, 'contract');
    this.calls = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  }

  call(operationId: string): Call | undefined {
    return this.calls.find((call) => call.operation.operationId === operationId);
  }

  /**
   * What is wrong with an answer, by the contract; null when nothing is. The status must be the
   * one expected and documented, the media type documented, a JSON answer valid by its schema
   * with `status.code` mirroring the HTTP status.
   */
  problemOf(call: Call, answer: Answer, expected: (status: number) => boolean): string | null {
    if (!expected(answer.status)) return `HTTP ${answer.status}`;
    const documented = call.operation.responses[String(answer.status)];
    if (!documented) return `HTTP ${answer.status} is not in the contract`;
    const mediaType = Object.keys(documented.content ?? {}).find((type) => answer.type.startsWith(type));
    if (!mediaType) return `content type ${answer.type || 'none'} is not in the contract`;
    if (!mediaType.includes('json')) return (answer.body as Buffer).length > 0 ? null : 'an empty body';
    const pointer = ['paths', call.path, call.method.toLowerCase(), 'responses', String(answer.status)]
      .concat(['content', mediaType, 'schema'])
      .map(pointerPart)
      .join('/');
    const validate = this.ajv.getSchema(`contract#/${pointer}`);
    if (!validate) return 'no schema for this answer';
    if (!validate(answer.body)) {
      const [error] = validate.errors ?? [];
      return `${error?.instancePath || '/'} ${error?.message ?? 'does not match'}`;
    }
    const { code } = (answer.body as { status: { code: number } }).status;
    return code === answer.status ? null : `status.code ${code} is not the HTTP status`;
  }

  /** The value of a call's parameter that a link gives from the answers seen so far. */
  linkedValue(target: Call, parameter: Parameter, answers: Map<string, unknown>): unknown {
    for (const source of this.calls) {
      const body = answers.get(source.operation.operationId);
      if (body === undefined) continue;
      for (const response of Object.values(source.operation.responses)) {
        for (const link of Object.values(response.links ?? {})) {
          if (link.operationId !== target.operation.operationId) continue;
          const expression =
            link.parameters[`${parameter.in}.${parameter.name}`] ?? link.parameters[parameter.name];
          const pointer = /^\$response\.body#(.*)$/.exec(expression ?? '')?.[1];
          if (pointer === undefined) continue;
          const parts = pointer
            .split('/')
            .slice(1)
            .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
          const value = resolve(body, parts);
          if (value !== null && value !== undefined) return value;
        }
      }
    }
    return undefined;
  }
}

/** A call's URL: its path parameters in the path, the others in the query string. */
export function urlOf(call: Call, values: Record<string, string>): string {
  let url = call.path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (url.includes(`{${name}}`)) url = url.replace(`{${name}}`, encodeURIComponent(value));
    else query.set(name, value);
  }
  return query.toString() ? `${url}?${query}` : url;
}

/** Calls the API under test; a FormData or URLSearchParams body goes as is (fetch types it), any other as JSON. */
export class Api {
  constructor(private readonly base: string) {}

  async send(
    method: string,
    url: string,
    { token, language = 'th', body }: { token?: string; language?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'accept-language': language };
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(30_000) };
    if (body instanceof FormData || body instanceof URLSearchParams) init.body = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${this.base.replace(/\/+$/, '')}${url}`, init);
    const type = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!type.includes('json')) return { status: response.status, type, body: bytes };
    try {
      return { status: response.status, type, body: JSON.parse(bytes.toString('utf8')) };
    } catch {
      return { status: response.status, type, body: bytes.toString('utf8') };
    }
  }
}
