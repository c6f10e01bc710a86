import type { CallDescriptor } from '@marquee/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BadRequest, UnsupportedMediaType } from '../errors';
import { hasBody } from './drain-request';
import { normaliseKeys } from './normalise-keys';
import { findUnsafeText } from './unsafe-text';

type RequestPart = 'path' | 'query' | 'body';

export const unsafeTextMessage = 'must not contain NUL characters or unpaired surrogates';

function fieldName(part: RequestPart, path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return part === 'path' ? 'path' : `request ${part}`;
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/** One line per problem, each naming the field: `SearchText: needs at least 3 characters`. */
export function describeIssues(part: RequestPart, issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${fieldName(part, issue.path)}: ${issue.message}`).join('; ');
}

/**
 * Validates one part of a request against its schema after matching property names
 * case-insensitively; a part without a schema is ignored. Text no database can store is refused
 * here, before the schema, so no field of any call can carry it further.
 */
export function parseRequestPart<S extends z.ZodType | undefined>(
  part: RequestPart,
  schema: S,
  value: unknown,
): S extends z.ZodType ? z.infer<S> : undefined {
  type Parsed = S extends z.ZodType ? z.infer<S> : undefined;
  if (!schema) return undefined as Parsed;
  const normalised = normaliseKeys(schema, value);
  const unsafe = findUnsafeText(normalised);
  if (unsafe) throw new BadRequest(`${fieldName(part, unsafe)}: ${unsafeTextMessage}`);
  const result = schema.safeParse(normalised);
  if (!result.success) throw new BadRequest(describeIssues(part, result.error.issues));
  return result.data as Parsed;
}

/**
 * Refuses a body a call cannot take with 415: a call that takes files takes them as multipart,
 * every other call takes JSON. Left to the parsers, a multipart or plain-text body would reach a
 * call whose body is optional as no body at all, and be answered as if it were fine.
 */
export function checkBodyType(call: CallDescriptor, request: FastifyRequest): void {
  if (call.requestFiles || !hasBody(request.raw)) return;
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new UnsupportedMediaType('This content type is not supported; send the body as JSON');
  }
}
