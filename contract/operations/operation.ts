import type { TSchema } from 'typebox';
import { answers, type Failure } from '../schemas';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An OpenAPI link from an answer to another call, e.g. a list's first id to the call by id. */
export interface OperationLink {
  operationId: string;
  parameters: Record<string, string>;
}

/** One call of the API. */
export interface Operation {
  method: Method;
  /** The path pattern: `:name` for a path parameter. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Called without a token: sign-in, and images (a plain `<img>` sends none). */
  public?: true;
  params?: TSchema;
  querystring?: TSchema;
  /** A JSON body's schema, or an upload's multipart description (ImageUploadBody). */
  body?: TSchema | { content: Record<string, { schema: TSchema }> };
  /** The envelope's `data` on success. */
  answer: TSchema;
  /** 201 for a call that creates; 200 otherwise. */
  success?: 200 | 201;
  /**
   * The failures it can give besides 429 and 500, which every call can give (and 401 and 403,
   * which every admin call can give).
   */
  failures?: readonly Failure[];
  /** Answers that are not the envelope (an image's bytes), by HTTP status, over `answer`'s. */
  responses?: Record<number, unknown>;
  links?: Record<number, Record<string, OperationLink>>;
}

/** The route schema of an operation, as Fastify validates with it and @fastify/swagger publishes it. */
export function schemaOf(operationId: string, operation: Operation) {
  const { summary, description, tags, params, querystring, body, answer, success, failures, responses } =
    operation;
  return {
    operationId,
    summary,
    ...(description ? { description } : {}),
    tags: [...tags],
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    response: {
      ...answers(answer, [...new Set([...(failures ?? []), 429 as const])], success),
      ...responses,
    },
  };
}
