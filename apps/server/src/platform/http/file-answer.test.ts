import { Readable } from 'node:stream';
import { defineCall } from '@marquee/contracts';
import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute } from './define-route';
import { registerRoutes } from './register-routes';

const fileCall = defineCall({
  id: 'test.file',
  backend: 'customer',
  method: 'GET',
  path: '/api/test-file',
  summary: 'Streams a file from its handler.',
  access: { kind: 'public' },
  response: z.unknown(),
});

describe('a handler that sends its own answer', () => {
  it('is not answered a second time, whether answers are checked or not', async () => {
    for (const validateResponses of [false, true]) {
      const lines: string[] = [];
      const app = Fastify({
        logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      });
      registerRoutes(
        app,
        [
          defineRoute(
            fileCall,
            ({ reply }) => reply.type('text/plain').send(Readable.from(['file contents'])),
            { needsDatabase: false },
          ),
        ],
        { validateResponses },
      );
      const response = await app.inject({ method: 'GET', url: '/api/test-file' });
      await app.close();
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('file contents');
      expect(lines.join('')).not.toContain('FST_ERR_REP_ALREADY_SENT');
    }
  });
});
