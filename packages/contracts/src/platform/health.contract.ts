import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';

export const getHealth = defineCall({
  id: 'platform.getHealth',
  backend: 'customer',
  method: 'GET',
  path: '/api/health',
  summary: 'Answers 200 once the database answers, 503 before.',
  access: { kind: 'public' },
  response: envelope({ database: z.enum(['up', 'down']), version: z.string() }),
});
