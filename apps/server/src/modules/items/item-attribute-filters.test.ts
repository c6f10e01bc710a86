import type { FilterCondition, FilterConditionLeaf } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../db/schema';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerUserWithGrants, testPassword } from '../../test/identity-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { bearer, signIn } from '../../test/sign-in';
import { factConditionSql } from './fact-condition-sql';
import { factSchemeOf } from './fact-scheme';

const bed = useScreensTestApp();

type Headers = { authorization: string };
type Value = string | number | boolean;

const attribute = (
  nodeKey: string,
  codes: string[],
  codeCondition: 'In' | 'NotIn' = 'In',
): FilterConditionLeaf => ({ nodeType: 'Attribute', nodeKey, codes, codeCondition });
const all = (...subNodes: FilterCondition['subNodes']): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const any = (...subNodes: FilterCondition['subNodes']): FilterCondition => ({
  operator: 'OR',
  subNodes,
});

async function search(condition: FilterCondition, headers?: Headers) {
  const answer = await bed.call('POST', '/api/facts/search', { condition }, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  const found = answer.json().facts as {
    factAttributes: { attributeCode: string; value: unknown }[];
  }[];
  return found.map(
    (fact) => fact.factAttributes.find((entry) => entry.attributeCode === 'name')?.value,
  );
}

const saveFilter = (name: string, condition: FilterCondition, headers?: Headers) =>
  bed.call(
    'POST',
    '/api/facts/filters',
    { AttributeFilter: { AttributeFilterName: name }, Filter: { Condition: condition } },
    headers,
  );

/** The account's own attribute beside the built-in ones. */
const size = {
  attributeCode: 'size',
  title: 'Size',
  type: 'select',
  required: false,
  order: 10,
  inList: true,
  inSelector: false,
  options: ['Small', 'Large'],
};

beforeAll(async () => {
  expect((await bed.call('PUT', '/api/facts/schemas', { factScheme: [size] })).statusCode).toBe(
    200,
  );
  const items: Record<string, Value>[] = [
    { name: 'Espresso', category: 'Coffee', price: 2.5, isActive: true, size: 'Small' },
    { name: 'Americano', category: 'Coffee', price: 3, isActive: false, size: 'Large' },
    { name: 'Croissant', category: 'Bakery', price: 2.5, isActive: true },
    { name: 'Iced tea', category: 'Cold drinks', price: 3.2 },
  ];
  for (const values of items) {
    const factAttributes = Object.entries(values).map(([attributeCode, value]) => ({
      attributeCode,
      value,
    }));
    const made = await bed.call('POST', '/api/facts/Item/new', { factAttributes });
    expect(made.statusCode).toBe(201);
  }
  const theirs = await bed.call(
    'POST',
    '/api/facts/Item/new',
    {
      factAttributes: [
        { attributeCode: 'name', value: 'Their espresso' },
        { attributeCode: 'category', value: 'Coffee' },
      ],
    },
    bed.otherAuth,
  );
  expect(theirs.statusCode).toBe(201);
}, 60_000);

describe('an attribute condition', () => {
  it('selects the items whose value is one of the codes, or none of them', async () => {
    expect(await search(all(attribute('category', ['Coffee', 'Bakery'])))).toEqual([
      'Americano',
      'Croissant',
      'Espresso',
    ]);
    // An item without a category is in no list of categories.
    expect(await search(all(attribute('category', ['Coffee'], 'NotIn')))).toEqual([
      'Croissant',
      'Iced tea',
    ]);
  });

  it('compares yes/no, prices and select values as the items hold them', async () => {
    expect(await search(all(attribute('isActive', ['true'])))).toEqual(['Croissant', 'Espresso']);
    expect(await search(all(attribute('isActive', ['true'], 'NotIn')))).toEqual([
      'Americano',
      'Iced tea',
    ]);
    expect(await search(all(attribute('price', ['2.50', '3.2'])))).toEqual([
      'Croissant',
      'Espresso',
      'Iced tea',
    ]);
    expect(await search(all(attribute('size', ['Large'])))).toEqual(['Americano']);
  });

  it('joins with text and other attributes by AND and OR', async () => {
    const condition = any(
      all(attribute('category', ['Coffee']), attribute('isActive', ['true'])),
      filterLeaf('SearchText', ['iced']),
    );
    expect(await search(condition)).toEqual(['Espresso', 'Iced tea']);
  });

  it('names the leaf of an attribute the schema lacks, one of media, or a value no item holds', async () => {
    const cases: [FilterCondition, string][] = [
      [all(attribute('colour', ['red'])), 'condition.subNodes[0].nodeKey: no attribute colour'],
      [
        all(filterLeaf('SearchText', ['x']), all(attribute('images', ['m1']))),
        'condition.subNodes[1].subNodes[0].nodeKey: images is mediaList',
      ],
      [all(attribute('price', ['2', 'cheap'])), 'condition.subNodes[0].codes[1]: must be a number'],
      [all(attribute('size', ['Huge'])), 'condition.subNodes[0].codes[0]: must be one of'],
      [
        all(attribute('isActive', ['yes'])),
        'condition.subNodes[0].codes[0]: must be true or false',
      ],
    ];
    for (const [condition, message] of cases) {
      const answer = await bed.call('POST', '/api/facts/search', { condition });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().success.message).toContain(message);
    }
  });

  it("reads another account's schema for its own items only", async () => {
    // The other account has no `size`: its schema, not this one's, checks its conditions.
    const sized = await bed.call(
      'POST',
      '/api/facts/search',
      { condition: all(attribute('size', ['Large'])) },
      bed.otherAuth,
    );
    expect(sized.statusCode).toBe(400);
    expect(await search(all(attribute('category', ['Coffee'])), bed.otherAuth)).toEqual([
      'Their espresso',
    ]);
  });

  it('has a shape the index on the values answers', async () => {
    const db = bed.app.database.db;
    const scheme = await factSchemeOf(db, bed.accountId, 'Item');
    const statement = db
      .select({ id: facts.id })
      .from(facts)
      // Alone, so that the plan shows whether the index can answer it at all; with the account
      // the planner picks whichever index narrows the rows more.
      .where(
        factConditionSql(all(attribute('category', ['Coffee', 'Bakery'])), scheme) ?? undefined,
      );
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${statement}`)) as {
        rows: Record<string, string>[];
      };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('facts_attributes_idx');
  });
});

describe('saved item filters by attribute', () => {
  it('are saved, read back and applied as they were built', async () => {
    const coffee = all(attribute('category', ['Coffee']), attribute('isActive', ['true']));
    const saved = await saveFilter('Active coffee', coffee);
    expect(saved.statusCode, saved.body).toBe(201);
    const { attributeFilterCode } = saved.json().AttributeFilter;
    const read = await bed.call('GET', `/api/facts/filters/${attributeFilterCode}`);
    const condition = read.json().AttributeFilter.condition as FilterCondition;
    expect(condition).toEqual({ ...coffee, filterCode: attributeFilterCode });
    expect(await search(condition)).toEqual(['Espresso']);
  });

  it('refuse an attribute the schema lacks, naming where it sits', async () => {
    const answer = await saveFilter('Red', all(attribute('colour', ['red'])));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain(
      'Filter.Condition.subNodes[0].nodeKey: no attribute colour',
    );
  });

  it('keep the attributes they test: dropping one answers 409 and changes nothing', async () => {
    const flavour = {
      attributeCode: 'flavour',
      title: 'Flavour',
      type: 'text',
      required: false,
      order: 11,
      inList: false,
      inSelector: false,
      options: [],
    };
    const schemeNow = async () =>
      (await factSchemeOf(bed.app.database.db, bed.accountId, 'Item')).map((a) => a.attributeCode);
    const put = (factScheme: object[]) => bed.call('PUT', '/api/facts/schemas', { factScheme });
    const widened = await put([size, flavour]);
    expect(widened.statusCode, widened.body).toBe(200);
    const saved = await saveFilter('Vanilla', all(attribute('flavour', ['Vanilla'])));
    expect(saved.statusCode, saved.body).toBe(201);

    const dropped = await put([size]);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().success.message).toContain('Vanilla');
    expect(await schemeNow()).toContain('flavour');
  });

  it('are items only: a media filter cannot test an attribute', async () => {
    const answer = await bed.call('POST', '/api/mediafilter', {
      MediaFilter: { MediaFilterName: 'Coffee media' },
      Filter: { Condition: all(attribute('category', ['Coffee'])) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain('subNodes[0].nodeType');
  });
});

describe('the Filter area of items', () => {
  it('is what saving, overwriting and deleting an item filter need; reading needs the items', async () => {
    const db = bed.app.database.db;
    const login = async (grants: Record<string, 'ViewOnly' | 'AddAndEdit'>) => {
      const user = await createCustomerUserWithGrants(db, bed.accountId, grants);
      return bearer(await signIn(bed.app, user.email, testPassword));
    };
    const itemEditor = await login({ AccountItems: 'AddAndEdit' });
    const filterKeeper = await login({
      AccountItems: 'ViewOnly',
      'AccountItems.Filter': 'AddAndEdit',
    });
    const condition = all(attribute('category', ['Bakery']));

    expect((await saveFilter('Bakery', condition, itemEditor)).statusCode).toBe(403);
    const saved = await saveFilter('Bakery', condition, filterKeeper);
    expect(saved.statusCode).toBe(201);
    const path = `/api/facts/filters/${saved.json().AttributeFilter.attributeFilterCode}`;
    const body = {
      AttributeFilter: { AttributeFilterName: 'Bread' },
      Filter: { Condition: condition },
    };

    expect((await bed.call('GET', path, undefined, itemEditor)).statusCode).toBe(200);
    expect(
      (await bed.call('GET', '/api/facts/filters/Item/search', undefined, itemEditor)).statusCode,
    ).toBe(200);
    expect((await bed.call('PUT', path, body, itemEditor)).statusCode).toBe(403);
    expect((await bed.call('DELETE', path, undefined, itemEditor)).statusCode).toBe(403);
    expect((await bed.call('PUT', path, body, filterKeeper)).statusCode).toBe(200);
    expect((await bed.call('DELETE', path, undefined, filterKeeper)).statusCode).toBe(200);
  }, 60_000);
});
