import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, players, roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import type { CallContext } from '../../platform/http/define-route';
import type { CallDescriptor } from '@marquee/contracts';
import { authContextOf, countingDatabase } from '../../test/actor-inputs';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerAccount, createCustomerUser } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { actorFor, actorOf, type Actor } from './actor';

let app: FastifyInstance;
let db: Database;
let accountId: string;
let accountCode: string;
let ownerCode: string;
let limitedCode: string;
let seen: string;
let unseen: string;
let shownMedia: string;
let hiddenMedia: string;

/** A token of this test's account. */
const authOf = (userCode: string, values: Partial<AuthContext> = {}) =>
  authContextOf(userCode, { accountId, accountCode, ...values });

async function visibleScreens(actor: Actor) {
  const rows = await db
    .select({ code: players.playerCode })
    .from(players)
    .where(await actor.players());
  return rows.map((row) => row.code).sort();
}

async function visibleMedia(actor: Actor) {
  const rows = await db
    .select({ code: media.mediaCode })
    .from(media)
    .where(await actor.media());
  return rows.map((row) => row.code).sort();
}

beforeAll(async () => {
  app = await buildTestApp();
  db = app.database.db;
  const mine = await createCustomerAccount(db);
  accountId = mine.account.id;
  accountCode = mine.account.accountCode;
  ownerCode = mine.owner.userCode;
  const { format } = await createPlayerFormat(db, accountId);
  seen = (await createPlayer(db, accountId, { playerFormatId: format.id })).playerCode;
  unseen = (await createPlayer(db, accountId, { playerFormatId: format.id })).playerCode;
  shownMedia = (await createMedia(db, app.files, accountId)).media.mediaCode;
  hiddenMedia = (await createMedia(db, app.files, accountId)).media.mediaCode;
  // Another account's screen and media, which no scope of this account reaches.
  const other = await createAccount(db);
  await createPlayer(db, other.id);
  await createMedia(db, app.files, other.id);
  await db
    .update(roles)
    .set({
      screensFilter: { condition: { operator: 'AND', subNodes: [filterLeaf('Players', [seen])] } },
      mediaFilter: {
        condition: { operator: 'AND', subNodes: [filterLeaf('Media', [shownMedia])] },
      },
    })
    .where(and(eq(roles.accountId, accountId), eq(roles.name, 'Publisher')));
  limitedCode = (await createCustomerUser(db, accountId, mine.roleIds, 'Publisher')).userCode;
});

afterAll(async () => {
  await app.close();
});

describe('the actor', () => {
  it("reads a limited user's role filters once, however many scopes are asked for", async () => {
    const { spy, counted } = countingDatabase(db);
    const actor = actorFor(spy, authOf(limitedCode));
    expect(counted.selects).toBe(0);
    await Promise.all([actor.players(), actor.media(), actor.players()]);
    await actor.media();
    expect(counted.selects).toBe(1);
  });

  it("narrows a limited role's screens and media to what its filters select", async () => {
    const actor = actorFor(db, authOf(limitedCode));
    expect(await visibleScreens(actor)).toEqual([seen]);
    expect(await visibleMedia(actor)).toEqual([shownMedia]);
  });

  it("gives an administrator the whole account, without reading the roles' filters", async () => {
    const { spy, counted } = countingDatabase(db);
    const actor = actorFor(spy, authOf(ownerCode, { isAdmin: true }));
    expect(await visibleScreens(actor)).toEqual([seen, unseen].sort());
    expect(await visibleMedia(actor)).toEqual([shownMedia, hiddenMedia].sort());
    expect(counted.selects).toBe(0);
  });

  it('gives a support access token the whole account', async () => {
    const actor = actorFor(
      db,
      authOf('a-support-user', { userType: 'Support', isSupportAccess: true }),
    );
    expect(actor.kind).toBe('support');
    expect(await visibleScreens(actor)).toEqual([seen, unseen].sort());
    expect(await visibleMedia(actor)).toEqual([shownMedia, hiddenMedia].sort());
  });

  it('refuses a token that acts in no account', () => {
    expect(() => actorFor(db, authOf(ownerCode, { accountId: null, accountCode: null }))).toThrow(
      Forbidden,
    );
  });

  it('is built once per request', () => {
    const request = {} as FastifyRequest;
    const context = { request, db, auth: authOf(limitedCode) } as CallContext<CallDescriptor>;
    expect(actorOf(context)).toBe(actorOf({ ...context }));
    expect(actorOf({ ...context, request: {} as FastifyRequest })).not.toBe(actorOf(context));
  });
});
