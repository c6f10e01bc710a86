import { resolveFeatureFlags } from '@marquee/domain';
import { defineCall, envelope, type Access, type Backend } from '@marquee/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { AuthContext } from './auth-context';
import { defineRoute } from './define-route';
import { registerRoutes } from './register-routes';

function probe(backend: Backend, path: string, access: Access, application?: 'Triggers') {
  return defineRoute(
    defineCall({
      id: `test.${backend}${path}`,
      backend,
      method: 'GET',
      path,
      summary: 'Tells who called.',
      access,
      application,
      query: z.object({ count: z.string().regex(/^\d+$/).optional() }),
      response: envelope({ userCode: z.string(), accountCode: z.string().nullable() }),
    }),
    ({ auth }) => ({
      success: { ok: true },
      userCode: auth.userCode,
      accountCode: auth.accountCode,
    }),
  );
}

const customer: AuthContext = {
  userCode: 'customer-1',
  accountId: '00000000-0000-4000-8000-000000000001',
  accountCode: 'account-1',
  userType: 'Customer',
  isAdmin: false,
  authorisation: { Screens: 'ViewOnly' },
  isSupportAccess: false,
  disabledApplications: [],
  featureFlags: resolveFeatureFlags({}),
  profile: {
    userId: '00000000-0000-4000-8000-000000000002',
    firstName: '',
    lastName: '',
    email: 'customer-1@example.com',
    languageCode: 'en_US',
    dateFormat: 'YYYY-MM-DD',
    defaultClientCode: null,
    roles: [],
    accountName: 'Account 1',
    isOwner: false,
  },
};
const staff: AuthContext = {
  ...customer,
  userCode: 'staff-1',
  accountId: null,
  accountCode: null,
  userType: 'Support',
};

let app: FastifyInstance;
let signedIn: AuthContext | null = null;
beforeAll(async () => {
  app = await buildTestApp();
  registerRoutes(
    app,
    [
      probe('customer', '/api/test-access/signed-in', { kind: 'signedIn' }),
      probe('customer', '/api/test-access/view-screens', {
        kind: 'permission',
        resource: 'Screens',
        action: 'view',
      }),
      probe('customer', '/api/test-access/edit-screens', {
        kind: 'permission',
        resource: 'Screens',
        action: 'edit',
      }),
      probe('support', '/api/test-access/signed-in', { kind: 'signedIn' }),
      probe('customer', '/api/test-access/triggers', { kind: 'signedIn' }, 'Triggers'),
    ],
    { validateResponses: true },
  );
  // The identity layer's plug point, driven here by the test to exercise the gate itself.
  app.authenticate = async () => signedIn;
});
afterAll(() => app.close());

async function call(url: string, as: AuthContext | null) {
  signedIn = as;
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('declared access', () => {
  it('answers 401 without a signed-in user', async () => {
    expect(await call('/api/test-access/signed-in', null)).toEqual({
      status: 401,
      body: { success: { ok: false, message: expect.any(String) } },
    });
    expect((await call('/support/api/test-access/signed-in', null)).status).toBe(401);
  });

  it('lets a signed-in customer through and hands the handler who it is', async () => {
    expect(await call('/api/test-access/signed-in', customer)).toEqual({
      status: 200,
      body: { success: { ok: true }, userCode: 'customer-1', accountCode: 'account-1' },
    });
  });

  it('checks the permission rank with can()', async () => {
    expect((await call('/api/test-access/view-screens', customer)).status).toBe(200);
    expect((await call('/api/test-access/edit-screens', customer)).status).toBe(403);
  });

  it('answers 403 to a customer on the support backend and to staff without an account', async () => {
    expect((await call('/support/api/test-access/signed-in', customer)).status).toBe(403);
    expect((await call('/support/api/test-access/signed-in', staff)).status).toBe(200);
    expect((await call('/api/test-access/signed-in', staff)).status).toBe(403);
  });

  it('answers 403 to a call of an application the account switched off, before reading input', async () => {
    expect((await call('/api/test-access/triggers', customer)).status).toBe(200);
    const switchedOff = { ...customer, disabledApplications: ['Triggers'] };
    expect(await call('/api/test-access/triggers?count=not-a-number', switchedOff)).toEqual({
      status: 403,
      body: {
        success: {
          ok: false,
          message: 'The application Triggers is not enabled for this account.',
        },
      },
    });
    expect((await call('/api/test-access/signed-in', switchedOff)).status).toBe(200);
  });

  it('refuses to start with a call that declares no access', async () => {
    const undeclared = { ...probe('customer', '/api/test-access/none', { kind: 'public' }) };
    undeclared.call = { ...undeclared.call, access: undefined as unknown as Access };
    expect(() => registerRoutes(Fastify(), [undeclared], { validateResponses: true })).toThrow(
      /declares no access/,
    );
  });
});
