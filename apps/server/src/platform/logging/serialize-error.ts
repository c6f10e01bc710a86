import { scrubText } from './redact';

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: SerializedError;
  [field: string]: unknown;
}

/** Fields of an error that name what failed without quoting the data (PostgreSQL's included). */
const safeFields = ['code', 'statusCode', 'constraint', 'table', 'column'] as const;

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error for the log: its type, scrubbed message, frames, cause and the few fields that name
 * what failed. Everything else an error carries (a statement's parameters, PostgreSQL's
 * `detail` with the row's values, a request body) stays out of the log.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  }
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: framesOf(error.stack),
  };
  const fields = error as Error & Partial<Record<(typeof safeFields)[number], unknown>>;
  for (const field of safeFields) {
    if (fields[field] !== undefined) serialized[field] = fields[field];
  }
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}
