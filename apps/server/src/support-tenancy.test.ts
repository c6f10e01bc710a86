import type { CodeKind } from '@marquee/contracts';
import { newCode } from './db/codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, savedFilters } from './db/schema';
import { buildTestApp } from './test/build-test-app';
import { makeRows, rowMakers, type RowMaker, type RowOwner } from './test/code-kind-rows';
import { filterLeaf } from './test/filter-conditions';
import { createUser } from './test/factories';
import { createCustomerAccount } from './test/identity-factories';
import { createDeadLetter } from './test/dead-letters';
import { codesInRequests, servedOperations, type WalkOperation } from './test/openapi-walk';
import { signInSupportReaching } from './test/support-desks';
import { templateFileFields, templateWithFile } from './test/template-factories';
import { answersToUnreachableCodes, type Reach } from './test/unreachable-codes';

/**
 * Kinds that say where a support call reaches: a client, or a player, user, role, location or
 * format inside one; an organization, reached when all its clients are; and the saved filters,
 * which on the support side are the provider's own, never a client's; and a client's template.
 */
const reachKinds = new Set<CodeKind>([
  'account',
  'user',
  'player',
  'role',
  'location',
  'playerFormat',
  'layer',
  'organization',
  'playerFilter',
  'mediaFilter',
  'endpointMessage',
  'externalMessage',
  'template',
]);

/** A saved filter of the provider (no client): the only kind the support filter calls reach. */
const providerFilter =
  (kind: 'Player' | 'Media'): RowMaker =>
  async (db) => {
    const [row] = await db
      .insert(savedFilters)
      .values({
        kind,
        accountId: null,
        name: `Provider ${newCode()}`,
        condition: { operator: 'AND', subNodes: [filterLeaf('PlayerStatus', ['FakePlayer'])] },
      })
      .returning();
    return row?.filterCode ?? '';
  };

/** Calls whose user is one of the provider's staff, never a client's. */
const staffCalls = new Set(['supportUsers.save', 'supportUsers.delete', 'supportUsers.setRoles']);
/** A member of staff holding no role yet, so within any desk's reach. */
const staffUser: RowMaker = async (db) =>
  (await createUser(db, { accountId: null, userType: 'Support' })).userCode;

/**
 * Calls whose example, every code in reach, still cannot succeed, and the answer each gives.
 */
const ownAnswers: Record<string, number> = {
  // The example's confirmation is not the client's name.
  'supportAccounts.delete': 400,
  // A workbook travels as a multipart file, which the example does not send.
  'playerExcel.upload': 400,
  // So does a template package.
  'htmlTemplates.uploadPackage': 400,
  // The example names a built-in setting, which no call changes or removes.
  'supportPlayerSettings.updateDefinition': 409,
  'supportPlayerSettings.deleteDefinition': 409,
};

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

/** A message of the client in the mail endpoint's error queue, of this app's jobs. */
const deadMailOf =
  (namespace: () => string): RowMaker =>
  (db, owner) =>
    createDeadLetter(db, namespace(), { accountId: owner.id });

let app: FastifyInstance;
let operations: WalkOperation[] = [];
let deskAuth: { authorization: string };
let makeInReach: (
  operation: WalkOperation,
  kinds: ReadonlySet<CodeKind>,
) => Promise<Partial<Record<CodeKind, string>>>;
let outOfReach: Partial<Record<CodeKind, string>> = {};
let reachedOwner: RowOwner;
let unreachedOwner: RowOwner;

/** Calls the shared rows do not fit, and the rows or values each gets instead. */
const reachOfCall: Record<string, (reach: Reach) => Promise<Reach>> = {
  // A template's file is asked for by its name, which no example can invent.
  'htmlTemplates.supportAsset': async (reach) => ({
    reachable: {
      ...reach.reachable,
      template: await templateWithFile(app.database.db, reachedOwner),
    },
    unreachable: {
      ...reach.unreachable,
      template: await templateWithFile(app.database.db, unreachedOwner),
    },
    fields: templateFileFields,
  }),
};

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const reached = await createCustomerAccount(db);
  const unreached = await createCustomerAccount(db);
  // A desk whose role grants every support component but reaches only one client.
  deskAuth = await signInSupportReaching(app, [reached.account.accountCode]);
  operations = (await servedOperations(app)).filter((operation) => operation.backend === 'support');
  const inReachMakers = {
    ...rowMakers,
    role: supportRole,
    playerFilter: providerFilter('Player'),
    mediaFilter: providerFilter('Media'),
    endpointMessage: deadMailOf(() => app.jobs.namespace),
  };
  const owner = (made: typeof reached) => ({
    ...made.account,
    roleIds: made.roleIds,
    files: app.files,
  });
  reachedOwner = owner(reached);
  unreachedOwner = owner(unreached);
  makeInReach = async (operation, kinds) => {
    const makers = staffCalls.has(operation.id)
      ? { ...inReachMakers, user: staffUser }
      : inReachMakers;
    return (await makeRows(db, owner(reached), kinds, makers)).codes;
  };
  outOfReach = (
    await makeRows(db, owner(unreached), reachKinds, {
      ...rowMakers,
      role: supportRole,
      endpointMessage: deadMailOf(() => app.jobs.namespace),
    })
  ).codes;
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
      expect.arrayContaining([
        'supportRoles.create',
        'supportUsers.getCustomerUserDetails',
        'endpoints.returnMessage',
        'endpoints.deleteMessage',
        'externalMessages.get',
        'externalMessages.delete',
        'externalMessages.resend',
        'htmlTemplates.supportAsset',
      ]),
    );
  });

  it('answers 404 and changes nothing for a client outside the caller reach', async () => {
    const wrong = await answersToUnreachableCodes(app, reachCodes(), deskAuth, {
      reachOf: async (operation, kinds) => {
        const reach = { reachable: await makeInReach(operation, kinds), unreachable: outOfReach };
        return reachOfCall[operation.id]?.(reach) ?? reach;
      },
      ownAnswers,
    });
    expect(wrong).toEqual([]);
    // Two table snapshots per code of every call, and a screen with its stored media per call.
  }, 180_000);
});
