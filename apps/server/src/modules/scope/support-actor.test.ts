import type { CallDescriptor } from '@marquee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { CallContext } from '../../platform/http/define-route';
import { authContextOf, countingDatabase } from '../../test/actor-inputs';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, createSupportUserWithRole } from '../../test/identity-factories';
import { reachedAccounts } from './client-reach';
import { supportActorFor, supportActorOf } from './support-actor';

let app: FastifyInstance;
let db: Database;
let deskCode: string;
let reached: string;
let unreached: string;

/** A token of a support user outside any account. */
const authOf = (userCode: string) => authContextOf(userCode, { userType: 'Support' });

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
    const { spy, counted } = countingDatabase(db);
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

  it('names its user as history and comments do: by their names, else by their address', () => {
    const profile = authOf(deskCode).profile;
    const named = { ...profile, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(supportActorFor(db, { ...authOf(deskCode), profile: named }).name).toBe('Ada Lovelace');
    const unnamed = { ...named, firstName: '', lastName: '' };
    expect(supportActorFor(db, { ...authOf(deskCode), profile: unnamed }).name).toBe(
      'ada@example.com',
    );
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
