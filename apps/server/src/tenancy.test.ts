import type { CodeKind } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { notReferencesOfCalls, unmarkedReferences } from './test/code-references';
import { rowMakers, type RowOwner } from './test/code-kind-rows';
import { createCustomerAccount, testPassword } from './test/identity-factories';
import {
  codesInRequests,
  requestOf,
  requestParts,
  servedOperations,
  type WalkOperation,
} from './test/openapi-walk';
import { bearer, signIn } from './test/sign-in';
import { answersToUnreachableCodes } from './test/unreachable-codes';

let app: FastifyInstance;
let operations: WalkOperation[] = [];
let customerAuth: { authorization: string };
/** A row of each kind in the caller's account, and one in another account. */
const own: Partial<Record<CodeKind, string>> = {};
const foreign: Partial<Record<CodeKind, string>> = {};
const kindsWithoutFactory = new Set<CodeKind>();

function kindsNamed(chosen: WalkOperation[]): Set<CodeKind> {
  return new Set(codesInRequests(chosen).map((code) => code.kind));
}

const asOwner = (accountCodes: { account: { id: string; accountCode: string } }) =>
  ({
    id: accountCodes.account.id,
    accountCode: accountCodes.account.accountCode,
  }) satisfies Omit<RowOwner, 'roleIds'>;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  customerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  operations = await servedOperations(app);
  const customer = operations.filter((operation) => operation.backend === 'customer');
  for (const kind of kindsNamed(customer)) {
    const make = rowMakers[kind];
    if (!make) {
      kindsWithoutFactory.add(kind);
      continue;
    }
    own[kind] = await make(db, { ...asOwner(mine), roleIds: mine.roleIds });
    foreign[kind] = await make(db, { ...asOwner(theirs), roleIds: theirs.roleIds });
  }
  // Two accounts and a row of every kind in each: slow on a busy machine.
}, 180_000);
afterAll(() => app.close());

/** Each marked code of each customer operation, to be aimed at another account on its own. */
function aimedCodes() {
  return codesInRequests(operations.filter((operation) => operation.backend === 'customer'));
}

/** Operations whose answer is not the expected status, as `id: status` for a readable failure. */
async function answersOtherThan(
  status: number,
  chosen: WalkOperation[],
  headers: Record<string, string> = {},
): Promise<string[]> {
  const wrong: string[] = [];
  for (const operation of chosen) {
    const response = await app.inject({ ...requestOf(operation, {}), headers });
    if (response.statusCode !== status) wrong.push(`${operation.id}: ${response.statusCode}`);
  }
  return wrong;
}

describe('tenancy of every route of both OpenAPI documents', () => {
  it('reads operations of both backends', () => {
    expect(operations.some((operation) => operation.backend === 'customer')).toBe(true);
    expect(operations.some((operation) => operation.backend === 'support')).toBe(true);
  });

  it('has a row factory for every kind of code a customer call names', () => {
    expect([...kindsWithoutFactory]).toEqual([]);
  });

  it('marks every request field named like a row reference with the kind it names', () => {
    const unmarked = operations.flatMap((operation) =>
      requestParts.flatMap((part) =>
        unmarkedReferences(operation.parts[part]).map(
          (path) => `${operation.id} ${part} ${path.join('.')}`,
        ),
      ),
    );
    expect(unmarked.filter((field) => !(field in notReferencesOfCalls))).toEqual([]);
  });

  it('finds the codes of bodies, nested lists included, from the documents alone', () => {
    const found = aimedCodes().map(({ operation, part, path }) =>
      [operation.id, part, ...path].join(' '),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'users.setRoles body RoleCodes []',
        'users.invite body LocationCodes []',
        'roles.create body ScreensFilter FixedPlayerList []',
      ]),
    );
  });

  it('answers 401 without a token on every operation that is not public', async () => {
    const guarded = operations.filter((operation) => operation.access.kind !== 'public');
    expect(await answersOtherThan(401, guarded)).toEqual([]);
  });

  it('answers 403 to a customer on every support operation that is not public', async () => {
    const support = operations.filter(
      (operation) => operation.backend === 'support' && operation.access.kind !== 'public',
    );
    expect(await answersOtherThan(403, support, customerAuth)).toEqual([]);
  });

  it("answers 404 and changes nothing for another account's row in any marked code", async () => {
    const wrong = await answersToUnreachableCodes(app, aimedCodes(), customerAuth, {
      reachable: own,
      unreachable: foreign,
    });
    expect(wrong).toEqual([]);
    // Two table snapshots per code of every call: it grows with the API, past the default minute share.
  }, 180_000);
});
