import type { CodeKind } from '@marquee/contracts';
import { newCode } from './db/codes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from './db/schema';
import { buildTestApp } from './test/build-test-app';
import { rowMakers, type RowMaker } from './test/code-kind-rows';
import { createCustomerAccount, createSupportUser, testPassword } from './test/identity-factories';
import {
  codeFields,
  exampleOf,
  isEmptyList,
  replaceAt,
  requestOf,
  servedOperations,
  type RequestPart,
  type WalkOperation,
} from './test/openapi-walk';
import { bearer, signIn } from './test/sign-in';
import { snapshotTables } from './test/table-snapshot';

/** Kinds that say where a support call reaches: a client, or a player or user inside one. */
const reachKinds = new Set<CodeKind>(['account', 'user', 'player', 'role']);
const parts: RequestPart[] = ['path', 'query', 'body'];

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
  const desk = await createSupportUser(db);
  const [link] = await db.select().from(userRoles).where(eq(userRoles.userId, desk.id));
  await db
    .update(roles)
    .set({ clientsFilter: { condition: null, fixedPlayerList: [reached.account.accountCode] } })
    .where(eq(roles.id, link?.roleId ?? ''));
  deskAuth = bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
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
  return operations.flatMap((operation) =>
    parts.flatMap((part) =>
      codeFields(operation.parts[part])
        .filter((field) => reachKinds.has(field.kind))
        .map((field) => ({ operation, part, ...field })),
    ),
  );
}

describe('support reach on every support route naming a client, player or user', () => {
  it('finds such routes in the support document', () => {
    const ids = new Set(reachCodes().map(({ operation }) => operation.id));
    expect([...ids]).toEqual(
      expect.arrayContaining(['supportRoles.create', 'supportUsers.getCustomerUserDetails']),
    );
  });

  it('answers 404 and changes nothing for a client outside the caller reach', async () => {
    const wrong: string[] = [];
    for (const { operation, part, path, kind } of reachCodes()) {
      const request = Object.fromEntries(
        parts
          .filter((each) => operation.parts[each])
          .map((each) => [
            each,
            exampleOf(operation.parts[each] ?? {}, (code) => inReach[code] ?? 'someCode'),
          ]),
      );
      request[part] = replaceAt(request[part], path, outOfReach[kind]);
      const before = await snapshotTables(app);
      const response = await app.inject({ ...requestOf(operation, request), headers: deskAuth });
      const changed = (await snapshotTables(app)) !== before;
      const foundNothing = response.statusCode === 200 && isEmptyList(response.json());
      if ((response.statusCode !== 404 && !foundNothing) || changed) {
        wrong.push(
          `${operation.id} ${[part, ...path].join(' ')}: ${response.statusCode}${changed ? ', changed' : ''} ${response.body.slice(0, 160)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
