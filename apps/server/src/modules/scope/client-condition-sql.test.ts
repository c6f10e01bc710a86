import {
  matchesClient,
  type ClientFacts,
  type CodeCondition,
  type FilterCondition,
  type FilterConditionLeaf,
  type FilterConditionNode,
  type FilterNodeType,
} from '@marquee/domain';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from '../../db/codes';
import { accounts } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createOrganization } from '../../test/factories';
import { clientConditionSql } from './client-condition-sql';

let app: FastifyInstance;
const marker = `Cq${newCode()}`;
// Codes unique to this run: the PostgreSQL test database is shared.
const code = (name: string) => `${marker}-${name}`;
const facts: ClientFacts[] = [
  { clientCode: code('bakery'), clientName: `${marker} Bakery Berg`, organizationCodes: [] },
  { clientCode: code('cinema'), clientName: `${marker} Cinema 100%`, organizationCodes: [] },
  { clientCode: code('arcade'), clientName: `${marker} Arcade_One`, organizationCodes: [] },
  { clientCode: code('dairy'), clientName: `${marker} Dairy`, organizationCodes: [] },
];
const [bakery, cinema, arcade, dairy] = facts.map((client) => client.clientCode);

function leaf(
  nodeType: FilterNodeType,
  codes: Array<string | undefined>,
  codeCondition: CodeCondition = 'In',
): FilterConditionLeaf {
  return { nodeType, nodeKey: nodeType, codes: codes.map(String), codeCondition };
}
const all = (...subNodes: FilterConditionNode[]): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const any = (...subNodes: FilterConditionNode[]): FilterCondition => ({ operator: 'OR', subNodes });

/** Organization codes are only known once created, so the cases are built after. */
function cases(north: string, big: string): Array<[string, FilterCondition]> {
  return [
    ['no sub-conditions', all()],
    ['empty groups and leaves', any(all(), leaf('Clients', []))],
    ['Clients In', all(leaf('Clients', [bakery, arcade]))],
    ['Clients NotIn', all(leaf('Clients', [bakery, arcade], 'NotIn'))],
    ['Clients In an unknown code', all(leaf('Clients', ['nobody']))],
    ['Organization In', all(leaf('Organization', [north]))],
    ['Organization In either', all(leaf('Organization', [big, 'nobody']))],
    ['Organization NotIn', all(leaf('Organization', [north], 'NotIn'))],
    ['SearchText in any case', all(leaf('SearchText', ['bakery', 'ARCADE']))],
    ['SearchText NotIn', all(leaf('SearchText', ['berg'], 'NotIn'))],
    ['SearchText wildcards taken literally', all(leaf('SearchText', ['100%', 'e_o']))],
    ['Organization In OR Clients In', any(leaf('Organization', [north]), leaf('Clients', [dairy]))],
    ['AND with NotIn', all(leaf('Organization', [north]), leaf('Clients', [cinema], 'NotIn'))],
    [
      'nested groups',
      any(
        all(leaf('Organization', [big], 'NotIn'), leaf('SearchText', ['Berg'])),
        all(
          leaf('Clients', [dairy, arcade]),
          any(leaf('Organization', [north]), leaf('Tags', ['t'])),
        ),
      ),
    ],
    ['other dimensions only', all(leaf('Tags', ['t']), leaf('Players', ['p'], 'NotIn'))],
    ['other dimensions beside a client node', any(leaf('Media', ['m']), leaf('Clients', [cinema]))],
  ];
}

let table: Array<[string, FilterCondition]> = [];

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const ids = new Map<string, string>();
  for (const client of facts) {
    const row = await createAccount(db, {
      accountCode: client.clientCode,
      name: client.clientName,
    });
    ids.set(client.clientCode, row.id);
  }
  const member = (clientCode: string | undefined) => ids.get(String(clientCode)) ?? '';
  const north = await createOrganization(db, [member(bakery), member(cinema)]);
  const big = await createOrganization(db, [member(cinema)]);
  facts[0]!.organizationCodes = [north.organizationCode];
  facts[1]!.organizationCodes = [north.organizationCode, big.organizationCode];
  table = cases(north.organizationCode, big.organizationCode);
});
afterAll(() => app.close());

describe('the database predicate of a clients condition', () => {
  it('selects exactly the accounts the domain evaluator matches, case by case', async () => {
    const ours = facts.map((client) => client.clientCode);
    for (const [name, condition] of table) {
      const rows = await app.database.db
        .select({ code: accounts.accountCode })
        .from(accounts)
        .where(and(inArray(accounts.accountCode, ours), clientConditionSql(condition)));
      const selected = rows.map((row) => row.code).sort();
      const expected = facts.filter((client) => matchesClient(condition, client));
      expect(selected, name).toEqual(expected.map((client) => client.clientCode).sort());
    }
  });

  it('restricts nothing for no condition', () => {
    expect(clientConditionSql(null)).toBeUndefined();
    expect(clientConditionSql(all(leaf('Tags', ['t'])))).toBeUndefined();
  });
});
