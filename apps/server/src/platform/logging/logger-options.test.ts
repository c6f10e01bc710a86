import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';

describe('loggerOptions', () => {
  it('scrubs the message of an error logged on its own (as Fastify logs a reply sent twice)', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    app.log.warn(
      new Error('Reply was already sent in "/api/media/x/Preview?access_token=eyJsecret"'),
    );
    await app.close();
    expect(lines.join('')).toContain('Reply was already sent');
    expect(lines.join('')).not.toContain('eyJsecret');
  });
});
