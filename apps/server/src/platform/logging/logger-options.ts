import type { FastifyServerOptions } from 'fastify';
import { redacted, redactUrl, scrubText } from './redact';
import { serializeError } from './serialize-error';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Headers that carry credentials, wherever a log line might include request or reply headers. */
const secretHeaders = ['.authorization', '.cookie', '["set-cookie"]', '["proxy-authorization"]'];
const redactedPaths = ['req.headers', 'res.headers', 'headers'].flatMap((parent) =>
  secretHeaders.map((header) => `${parent}${header}`),
);

function scrubArgument(argument: unknown): unknown {
  if (typeof argument === 'string') return scrubText(argument);
  if (typeof argument !== 'object' || argument === null || argument instanceof Error) {
    return argument;
  }
  const entries = Object.entries(argument).map(([key, value]) => [
    key,
    typeof value === 'string' ? scrubText(value) : value,
  ]);
  return Object.fromEntries(entries);
}

/**
 * The server's logger: pino as Fastify sets it up, except that no line carries a token, a code,
 * a password or an e-mail address: request addresses lose their secret query values, errors
 * keep only what names the failure, credential headers are censored and every message and
 * top-level text is scrubbed.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: redactedPaths,
      censor: redacted,
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        // An error logged alone gives pino its message unserialised: name it as the message here.
        const [first, ...rest] = args as unknown[];
        const named =
          first instanceof Error && typeof rest[0] !== 'string'
            ? [{ err: first }, first.message, ...rest]
            : args;
        method.apply(this, named.map(scrubArgument) as Parameters<typeof method>);
      },
    },
  };
}
