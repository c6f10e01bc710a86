import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';
import { readableLogLine, readableLogLines } from './readable-log-lines';

async function loggedLines(use: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const written: string[] = [];
  const app = Fastify({
    logger: loggerOptions('info', readableLogLines({ write: (text) => written.push(text) })),
  });
  app.get('/hello', async () => ({ ok: true }));
  await use(app);
  await app.close();
  return written.join('');
}

describe('readable log lines', () => {
  it('starts each line with the time and level, then the message and its fields', async () => {
    const text = await loggedLines(async (app) => {
      app.log.info({ engine: 'pglite' }, 'Database is up');
    });
    expect(text).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Database is up engine=pglite\n$/);
    expect(text).not.toContain('{');
  });

  it('shows a request by its id, method, address and status', async () => {
    const text = await loggedLines(async (app) => {
      await app.inject({ method: 'GET', url: '/hello?token=secret-value' });
    });
    expect(text).toMatch(/INFO {2}incoming request req-1 GET \/hello\?token=\[REDACTED\]/);
    expect(text).toMatch(/INFO {2}request completed req-1 200 responseTime=\d+\.\d\n/);
    expect(text).not.toContain('secret-value');
  });

  it('writes an error as its type and message with its frames indented below', async () => {
    const text = await loggedLines(async (app) => {
      app.log.error({ err: new RangeError('out of range') }, 'A job failed');
    });
    const [head, type, frame] = text.split('\n');
    expect(head).toMatch(/ERROR A job failed$/);
    expect(type).toBe('    RangeError: out of range');
    expect(frame).toMatch(/^ {4}at /);
  });

  it('passes a line that is not JSON through as it came', () => {
    expect(readableLogLine('plain words')).toBe('plain words\n');
  });
});
