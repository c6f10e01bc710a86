import type { Access } from '@marquee/contracts';
import { accountApplicationCodes } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from './db/schema';
import { buildTestApp } from './test/build-test-app';
import { signInCustomer } from './test/support-desks';
import { backends, currentDocument } from './openapi-documents';

interface Probe {
  method: string;
  url: string;
  access: Access;
  /** The application the call belongs to, if any (`x-application`). */
  application?: string;
  /** The header of a public call that takes a key instead of a token (`x-api-key-header`). */
  apiKeyHeader?: string;
}

/** Every operation of both OpenAPI documents, with its path parameters filled in. */
function everyOperation(): Probe[] {
  return backends.flatMap((backend) => {
    const document = currentDocument(backend);
    const base = document.servers[0]?.url === '/' ? '' : (document.servers[0]?.url ?? '');
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: base + path.replace(/\{\w+\}/g, 'probe-code'),
        access: operation['x-access'] as Access,
        application: operation['x-application'] as string | undefined,
        apiKeyHeader: operation['x-api-key-header'] as string | undefined,
      })),
    );
  });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('every documented route', () => {
  const probes = everyOperation();

  it('is documented at all', () => {
    expect(probes.length).toBeGreaterThan(0);
  });

  it.each(probes)('$method $url without a token answers by its declared access', async (probe) => {
    const response = await app.inject({ method: probe.method as 'GET', url: probe.url });
    if (probe.access.kind === 'public' && !probe.apiKeyHeader) {
      expect(response.statusCode).not.toBe(401);
    } else {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: { ok: false, message: expect.any(String) } });
    }
  });
});

describe('every route of an application', () => {
  const probes = everyOperation().filter((probe) => probe.application);

  it('is found: at least one call declares its application', () => {
    expect(probes.length).toBeGreaterThan(0);
  });

  it('answers 403 before reading input to an account that switched its application off', async () => {
    const { account, headers } = await signInCustomer(app);
    await app.database.db
      .update(accounts)
      .set({ disabledApplications: [...accountApplicationCodes] })
      .where(eq(accounts.id, account.id));
    for (const probe of probes) {
      const response = await app.inject({ method: probe.method as 'GET', url: probe.url, headers });
      expect(response.statusCode, probe.url).toBe(403);
      expect(response.json().success.message).toBe(
        `The application ${probe.application} is not enabled for this account.`,
      );
    }
  });
});
