import type { CallDescriptor } from '@marquee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { AuthContext } from '../../../platform/http/auth-context';
import type { CallContext } from '../../../platform/http/define-route';
import { buildTestApp } from '../../../test/build-test-app';
import { createCustomerAccount, createSupportUserWithRole } from '../../../test/identity-factories';
import { reachedAccounts } from './client-reach';
import { supportActorFor, supportActorOf } from './support-actor';

let app: FastifyInstance;
let db: Database;
let deskCode: string;
let reached: string;
let unreached: string;

/** The database, counting the statements read through it. */
function countingDatabase() {
  const counted = { selects: 0 };
  const spy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counted.selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { spy, counted };
}

function authOf(userCode: string): AuthContext {
  return {
    userCode,
    accountId: null,
    accountCode: null,
    userType: 'Support',
    isAdmin: false,
    authorisation: {},
    isSupportAccess: false,
    profile: {
      userId: 'not-read',
      firstName: '',
      lastName: '',
      email: '',
      languageCode: 'en_US',
      dateFormat: 'yyyy-MM-dd',
      defaultClientCode: null,
      roles: [],
      accountName: null,
      isOwner: false,
    },
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  db = app.database.db;
  reached = (await createCustomerAccount(db)).account.accountCode;
  unreached = (await createCustomerAccount(db)).account.accountCode;
  deskCode = (await createSupportUserWithRole(db, { grants: {}, clientCodes: [reached] })).userCode;
});

afterAll(async () => {
  await app.close();
});

describe('the support actor', () => {
  it("reads the support roles' reach once, on first use, however often it is asked for", async () => {
    const { spy, counted } = countingDatabase();
    const actor = supportActorFor(spy, authOf(deskCode));
    expect(actor.accountId).toBeNull();
    expect(counted.selects).toBe(0);
    const [reach] = await Promise.all([actor.clients(), actor.clients()]);
    await actor.clients();
    expect(counted.selects).toBe(1);
    const rows = await db
      .select({ code: accounts.accountCode })
      .from(accounts)
      .where(reachedAccounts(reach!));
    const codes = rows.map((row) => row.code);
    expect(codes).toContain(reached);
    expect(codes).not.toContain(unreached);
  });

  it('is built once per request', () => {
    const request = {} as FastifyRequest;
    const context = { request, db, auth: authOf(deskCode) } as CallContext<CallDescriptor>;
    expect(supportActorOf(context)).toBe(supportActorOf({ ...context }));
    expect(supportActorOf({ ...context, request: {} as FastifyRequest })).not.toBe(
      supportActorOf(context),
    );
  });
});
