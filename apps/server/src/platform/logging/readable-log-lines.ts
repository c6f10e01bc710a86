import type { SerializedError } from './serialize-error';

interface Output {
  write(text: string): unknown;
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields, shown in their own place or not at all. */
const framingFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res']);

function clockTime(epochMs: unknown): string {
  const date = new Date(typeof epochMs === 'number' ? epochMs : Date.now());
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  if (typeof value === 'number' && !Number.isInteger(value)) return value.toFixed(1);
  return JSON.stringify(value);
}

/** A request's own words: who asked for what, and how it was answered. */
function requestWords(entry: Record<string, unknown>): string[] {
  const words: string[] = [];
  if (typeof entry.reqId === 'string') words.push(entry.reqId);
  const request = entry.req as { method?: string; url?: string } | undefined;
  if (request?.method) words.push(`${request.method} ${request.url ?? ''}`);
  const reply = entry.res as { statusCode?: number } | undefined;
  if (reply?.statusCode !== undefined) words.push(String(reply.statusCode));
  return words;
}

function errorLines(error: SerializedError, indent = '    '): string[] {
  const lines = [`${indent}${error.type}: ${error.message}`];
  if (error.stack)
    lines.push(...error.stack.split('\n').map((frame) => `${indent}${frame.trim()}`));
  if (error.cause) lines.push(`${indent}caused by`, ...errorLines(error.cause, `${indent}  `));
  return lines;
}

/** One JSON log line as a person reads it: time, level, message, then the fields that matter. */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = levelNames[entry.level as number] ?? String(entry.level);
  const error = entry.err as SerializedError | undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !framingFields.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${shown(value)}`);
  const head = [
    clockTime(entry.time),
    level.padEnd(5),
    typeof entry.msg === 'string' ? entry.msg : '',
    ...requestWords(entry),
    ...fields,
  ]
    .filter((word) => word !== '')
    .join(' ');
  return [head, ...(error ? errorLines(error) : [])].join('\n') + '\n';
}

/** A destination for pino that writes each JSON line it is given as a readable line. */
export function readableLogLines(output: Output): { write(line: string): void } {
  return { write: (line) => void output.write(readableLogLine(line)) };
}
