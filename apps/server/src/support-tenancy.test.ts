import type { CodeKind } from '@marquee/contracts';
import { newCode } from './db/codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from './db/schema';
import { buildTestApp } from './test/build-test-app';
import { rowMakers, type RowMaker } from './test/code-kind-rows';
import { createCustomerAccount } from './test/identity-factories';
import { codesInRequests, servedOperations, type WalkOperation } from './test/openapi-walk';
import { signInSupportReaching } from './test/support-desks';
import { answersToUnreachableCodes } from './test/unreachable-codes';

/** Kinds that say where a support call reaches: a client, or a player or user inside one. */
const reachKinds = new Set<CodeKind>(['account', 'user', 'player', 'role']);

/**
 * Support roles belong to a client, so a role of a client is a support role; it reaches only its
 * own client, so the desk may act on it when that client is within the desk's reach.
 */
const supportRole: RowMaker = async (db, owner) => {
  const [row] = await db
    .insert(roles)
    .values({
      accountId: owner.id,
      application: 'Support',
      name: `Desk ${newCode()}`,
      clientsFilter: { condition: null, fixedPlayerList: [owner.accountCode] },
    })
    .returning();
  return row?.roleCode ?? '';
};

let app: FastifyInstance;
let operations: WalkOperation[] = [];
let deskAuth: { authorization: string };
const inReach: Partial<Record<CodeKind, string>> = {};
const outOfReach: Partial<Record<CodeKind, string>> = {};

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const reached = await createCustomerAccount(db);
  const unreached = await createCustomerAccount(db);
  // A desk whose role grants every support component but reaches only one client.
  deskAuth = await signInSupportReaching(app, [reached.account.accountCode]);
  operations = (await servedOperations(app)).filter((operation) => operation.backend === 'support');
  for (const kind of reachKinds) {
    const make = kind === 'role' ? supportRole : rowMakers[kind];
    if (!make) throw new Error(`No factory for ${kind}`);
    inReach[kind] = await make(db, { ...reached.account, roleIds: reached.roleIds });
    outOfReach[kind] = await make(db, { ...unreached.account, roleIds: unreached.roleIds });
  }
  // Two accounts, a support user and rows of each kind: slow on a busy machine.
}, 180_000);
afterAll(() => app.close());

/** Each code naming a client, player, user or role in each support call. */
function reachCodes() {
  return codesInRequests(operations).filter((code) => reachKinds.has(code.kind));
}

describe('support reach on every support route naming a client, player or user', () => {
  it('finds such routes in the support document', () => {
    const ids = new Set(reachCodes().map(({ operation }) => operation.id));
    expect([...ids]).toEqual(
      expect.arrayContaining(['supportRoles.create', 'supportUsers.getCustomerUserDetails']),
    );
  });

  it('answers 404 and changes nothing for a client outside the caller reach', async () => {
    const wrong = await answersToUnreachableCodes(app, reachCodes(), deskAuth, {
      reachable: inReach,
      unreachable: outOfReach,
    });
    expect(wrong).toEqual([]);
  });
});
