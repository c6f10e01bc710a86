import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { readOutbox } from '../../../platform/mail/mail-outbox';
import { mailOutboxDir } from '../../../platform/mail/mail-plugin';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { createDeadLetter } from '../../../test/dead-letters';
import { signInSupport, type Headers } from '../../../test/support-desks';

// Two server processes share only a real PostgreSQL; PGlite is one process by nature.
const hasPostgres = Boolean(loadConfig().databaseUrl);

describe.runIf(hasPostgres)('a returned message across server processes', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let support: Headers;
  beforeAll(async () => {
    // One namespace and one outbox, as two instances of one deployment have.
    const jobNamespace = randomUUID();
    const config = testConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'marquee-two-')) });
    first = await buildTestApp({ config, jobNamespace });
    second = await buildTestApp({ config, jobNamespace });
    support = await signInSupport(first);
  }, 180_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is delivered once, whichever process takes it', async () => {
    const to = `twice-${randomUUID()}@example.com`;
    const id = await createDeadLetter(first.database.db, first.jobs.namespace, {
      payload: { to, subject: 'Once', text: 'Only once' },
    });
    const returned = await Promise.all(
      [first, second].map((app) =>
        app.inject({
          method: 'POST',
          url: '/support/api/endpoints/returnMessageToSourceQueue',
          headers: support,
          payload: { endpointId: 'mail', messageId: id },
        }),
      ),
    );
    expect(returned.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    const mails = await readOutbox(mailOutboxDir(first.config));
    expect(mails.filter((mail) => mail.to === to)).toHaveLength(1);
  });
});
