import type { ErrorAnswer } from '@marquee/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Conflict, HttpError, TooManyRequests } from '../errors';
import { drainRequest } from './drain-request';

/** Fastify's own request errors, in the words users see. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

export function errorAnswer(message: string): ErrorAnswer {
  return { success: { ok: false, message } };
}

/** PostgreSQL's code for a unique index refusing a row. */
const uniqueViolation = '23505';

/**
 * Whether a database error, or one it wraps (the ORM wraps the driver's), is a unique index
 * refusing a row: the loser of two writes that both checked a name was free before either saved.
 */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === uniqueViolation) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Status and message for any thrown error; unexpected errors become a 500 that reveals nothing. */
export function describeError(error: unknown): { statusCode: number; message: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (isUniqueViolation(error)) {
    const { statusCode, message } = new Conflict(
      'Something with the same name or code was saved at the same moment; reload and try again',
    );
    return { statusCode, message };
  }
  const fastifyError = error as Partial<FastifyError>;
  const statusCode = fastifyError.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const known = fastifyError.code ? fastifyMessages[fastifyError.code] : undefined;
    return { statusCode, message: known ?? fastifyError.message ?? 'The request is not valid' };
  }
  return { statusCode: 500, message: 'Something went wrong on our side' };
}

/** The backends and gateways, where a missing route answers JSON, not a page. */
export const apiPrefixes = ['/api', '/support/api', '/oidc', '/screen-api'] as const;

const apiPath = new RegExp(`^(${apiPrefixes.join('|')})(/|\\?|$)`);

export function isApiPath(url: string): boolean {
  return apiPath.test(url);
}

/** The one error handler of both backends, producing `{ success: { ok: false, message } }`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error, request, reply) => {
      const { statusCode, message } = describeError(error);
      if (statusCode >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'Request failed');
      } else {
        request.log.info({ statusCode, reason: message }, 'Request refused');
      }
      // 503 only happens while the database starts; clients may come back in a moment.
      if (statusCode === 503) void reply.header('retry-after', '5');
      if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      // The client may still be sending the body it was refused (too large, of a type no call
      // takes, or not read before the refusal); it reads the answer only once done.
      await drainRequest(request.raw);
      return reply.code(statusCode).send(errorAnswer(message));
    });
  },
  { name: 'error-handler' },
);
