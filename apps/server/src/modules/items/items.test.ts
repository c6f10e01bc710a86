import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media } from '../../db/schema';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerUserWithGrants, testPassword } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { bearer, signIn } from '../../test/sign-in';
import { itemsForSigns } from './items-for-signs';

const bed = useScreensTestApp();

type Headers = { authorization: string };
type Value = string | number | boolean | null | { mediaCode: string } | { mediaCode: string }[];

const attrs = (values: Record<string, Value>) =>
  Object.entries(values).map(([attributeCode, value]) => ({ attributeCode, value }));

async function newItem(values: Record<string, Value>, headers?: Headers) {
  return bed.call('POST', '/api/facts/Item/new', { factAttributes: attrs(values) }, headers);
}

async function itemCode(values: Record<string, Value>) {
  const answer = await newItem(values);
  expect(answer.statusCode).toBe(201);
  return answer.json().fact.factCode as string;
}

const valueOf = (
  fact: { factAttributes: { attributeCode: string; value: unknown }[] },
  code: string,
) => fact.factAttributes.find((entry) => entry.attributeCode === code)?.value;

async function search(body: object, headers?: Headers) {
  const answer = await bed.call('POST', '/api/facts/search', body, headers);
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    facts: { factCode: string; factAttributes: { attributeCode: string; value: unknown }[] }[];
    hasMore: boolean;
  };
}

const names = (answer: Awaited<ReturnType<typeof search>>) =>
  answer.facts.map((fact) => valueOf(fact, 'name'));

let itemImage: string;
let libraryImage: string;
let foreignImage: string;

beforeAll(async () => {
  const db = bed.app.database.db;
  const files = bed.app.files;
  const mine = (await createMedia(db, files, bed.accountId)).media;
  await db.update(media).set({ library: 'ItemImages' }).where(eq(media.id, mine.id));
  itemImage = mine.mediaCode;
  libraryImage = (await createMedia(db, files, bed.accountId)).media.mediaCode;
  const theirs = (await createMedia(db, files, bed.otherAccountId)).media;
  await db.update(media).set({ library: 'ItemImages' }).where(eq(media.id, theirs.id));
  foreignImage = theirs.mediaCode;
});

describe('the item schema', () => {
  it('has the built-in attributes for every account, and views show their columns', async () => {
    const all = await bed.call('GET', '/api/facts/schemas?factType=Item');
    expect(all.statusCode).toBe(200);
    expect(all.json().factScheme.map((a: { attributeCode: string }) => a.attributeCode)).toEqual([
      'name',
      'sku',
      'price',
      'currency',
      'description',
      'images',
      'category',
      'isActive',
    ]);
    const list = await bed.call('GET', '/api/facts/schemas?factType=Item&view=List');
    expect(list.json().factScheme.map((a: { attributeCode: string }) => a.attributeCode)).toEqual([
      'name',
      'sku',
      'price',
      'currency',
      'category',
      'isActive',
    ]);
    const theirs = await bed.call('GET', '/api/facts/schemas', undefined, bed.otherAuth);
    expect(theirs.json().factScheme).toHaveLength(8);
  });

  it("adds the account's own attributes, keeps built-in types, and refuses to retype used ones", async () => {
    const own = {
      attributeCode: 'size',
      title: 'Size',
      type: 'select',
      required: false,
      order: 10,
      inList: true,
      inSelector: false,
      options: ['Small', 'Large'],
    };
    const saved = await bed.call('PUT', '/api/facts/schemas', { factScheme: [own] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().factScheme.at(-1)).toMatchObject({ ...own, isDefault: false });
    const other = await bed.call('GET', '/api/facts/schemas', undefined, bed.otherAuth);
    expect(other.json().factScheme).toHaveLength(8);

    const retypeBuiltIn = await bed.call('PUT', '/api/facts/schemas', {
      factScheme: [{ ...own, attributeCode: 'price', type: 'text', options: [] }],
    });
    expect(retypeBuiltIn.statusCode).toBe(400);
    expect(retypeBuiltIn.json().success.message).toContain('factScheme[0].type');

    // Unused, it may change type freely; once an item holds a value it may not.
    const unused = await bed.call('PUT', '/api/facts/schemas', {
      factScheme: [{ ...own, type: 'text', options: [] }],
    });
    expect(unused.statusCode).toBe(200);
    await bed.call('PUT', '/api/facts/schemas', { factScheme: [own] });
    await itemCode({ name: 'Sized latte', size: 'Large' });
    const retype = await bed.call('PUT', '/api/facts/schemas', {
      factScheme: [{ ...own, type: 'number', options: [] }],
    });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().success.message).toContain('size');
    const drop = await bed.call('PUT', '/api/facts/schemas', { factScheme: [] });
    expect(drop.statusCode).toBe(409);
    const still = await bed.call('GET', '/api/facts/schemas');
    expect(still.json().factScheme.at(-1)).toMatchObject({ attributeCode: 'size', type: 'select' });
  });
});

describe('items', () => {
  it('checks each value by its attribute and names the one at fault', async () => {
    const cases: [Record<string, Value>, string, number][] = [
      [{ name: 'Mocha', price: 'cheap' }, 'factAttributes[1].value: must be a number', 400],
      [{ name: 'Mocha', price: 3.333 }, 'factAttributes[1].value: must have at most two', 400],
      [{ name: 'Mocha', currency: 'euro' }, 'factAttributes[1].value: must be a three-letter', 400],
      [{ name: 'Mocha', isActive: 'yes' }, 'factAttributes[1].value: must be true or false', 400],
      [
        { name: 'Mocha', size: 'Huge' },
        'factAttributes[1].value: must be one of Small, Large',
        400,
      ],
      [
        { name: 'Mocha', colour: 'red' },
        'factAttributes[1].attributeCode: no attribute colour',
        400,
      ],
      [{ sku: 'M-1' }, 'factAttributes: Name is required', 400],
      [
        { name: 'Mocha', images: [{ mediaCode: foreignImage }] },
        'factAttributes[1].value: no such media',
        404,
      ],
      [
        { name: 'Mocha', images: [{ mediaCode: libraryImage }] },
        'factAttributes[1].value: no such media',
        404,
      ],
    ];
    for (const [values, message, status] of cases) {
      const answer = await newItem(values);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().success.message).toContain(message);
    }
  });

  it('makes, reads, changes and removes an item, each write audited', async () => {
    const made = await newItem({
      name: 'Cappuccino',
      sku: 'C-1',
      price: 3.8,
      currency: 'EUR',
      images: [{ mediaCode: itemImage }],
      isActive: true,
    });
    expect(made.statusCode).toBe(201);
    const { factCode } = made.json().fact;
    const read = await bed.call('GET', `/api/facts/Item/${factCode}`);
    expect(read.statusCode).toBe(200);
    expect(valueOf(read.json().fact, 'images')).toEqual([{ mediaCode: itemImage }]);
    expect(
      read
        .json()
        .fact.factAttributes.find((a: { attributeCode: string }) => a.attributeCode === 'images')
        .mediaRef,
    ).toEqual({ mediaCode: itemImage });

    const changed = await bed.call('PUT', '/api/facts/Item/modifyattributes', {
      factCode,
      factAttributes: attrs({ price: 4.2, sku: null }),
    });
    expect(changed.statusCode).toBe(200);
    expect(valueOf(changed.json().fact, 'price')).toBe(4.2);
    expect(valueOf(changed.json().fact, 'sku')).toBeUndefined();
    expect(valueOf(changed.json().fact, 'name')).toBe('Cappuccino');
    const cleared = await bed.call('PUT', '/api/facts/Item/modifyattributes', {
      factCode,
      factAttributes: attrs({ name: '' }),
    });
    expect(cleared.statusCode).toBe(400);

    const signs = await itemsForSigns(bed.app.database.db, bed.accountId, [factCode, 'nothing']);
    expect([...signs.keys()]).toEqual([factCode]);
    expect(signs.get(factCode)?.attributes.price).toBe(4.2);
    const theirs = await itemsForSigns(bed.app.database.db, bed.otherAccountId, [factCode]);
    expect(theirs.size).toBe(0);

    const removed = await bed.call('POST', '/api/facts/remove', { factCodes: [factCode] });
    expect(removed.statusCode).toBe(200);
    const gone = await bed.call('GET', `/api/facts/Item/${factCode}`);
    expect(gone.statusCode).toBe(404);

    const audit = await bed.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.accountId, bed.accountId));
    const actions = audit.map((row) => row.action);
    for (const action of ['saveFactScheme', 'createFact', 'modifyFactAttributes', 'removeFacts']) {
      expect(actions).toContain(action);
    }
  });

  it("answers another account's item codes 404, and removes none of a mixed list", async () => {
    const mine = await itemCode({ name: 'Flat white' });
    const theirs = (await newItem({ name: 'Their tea' }, bed.otherAuth)).json().fact.factCode;
    expect((await bed.call('GET', `/api/facts/Item/${theirs}`)).statusCode).toBe(404);
    const modify = await bed.call('PUT', '/api/facts/Item/modifyattributes', {
      factCode: theirs,
      factAttributes: attrs({ price: 1 }),
    });
    expect(modify.statusCode).toBe(404);
    const remove = await bed.call('POST', '/api/facts/remove', { factCodes: [mine, theirs] });
    expect(remove.statusCode).toBe(404);
    expect((await bed.call('GET', `/api/facts/Item/${mine}`)).statusCode).toBe(200);
    expect(
      (await bed.call('GET', `/api/facts/Item/${theirs}`, undefined, bed.otherAuth)).statusCode,
    ).toBe(200);
  });
});

describe('the item list', () => {
  beforeAll(async () => {
    for (const [name, category] of [
      ['Espresso', 'Coffee'],
      ['Americano', 'Coffee'],
      ['Cinnamon bun', 'Bakery'],
      ['Croissant', 'Bakery'],
      ['Iced tea', 'Cold drinks'],
    ]) {
      await itemCode({ name: name as string, category: category as string, sku: `S-${name}` });
    }
  });

  it('pages by name, bounded, saying when more are left', async () => {
    const all = names(await search({ maxItemsInResult: 200 }));
    expect(all).toEqual(
      [...all].sort((a, b) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' })),
    );
    const first = await search({ maxItemsInResult: 2 });
    expect(names(first)).toEqual(all.slice(0, 2));
    expect(first.hasMore).toBe(true);
    const second = await search({ maxItemsInResult: 2, skipItemsInResult: 2 });
    expect(names(second)).toEqual(all.slice(2, 4));
    const last = await search({ maxItemsInResult: 200, skipItemsInResult: all.length - 1 });
    expect(last.hasMore).toBe(false);
    const tooDeep = await bed.call('POST', '/api/facts/search', { skipItemsInResult: 20_000 });
    expect(tooDeep.statusCode).toBe(400);
    const theirs = await search({}, bed.otherAuth);
    expect(names(theirs)).toEqual(['Their tea']);
  });

  it('searches name, SKU and category', async () => {
    expect(names(await search({ searchText: 'bake' }))).toEqual(['Cinnamon bun', 'Croissant']);
    expect(names(await search({ searchText: 's-esp' }))).toEqual(['Espresso']);
    const short = await bed.call('POST', '/api/facts/search', { searchText: 'ab' });
    expect(short.statusCode).toBe(400);
  });

  it('applies a filter condition, In and NotIn, and saves item filters', async () => {
    const coffee = { operator: 'AND', subNodes: [filterLeaf('SearchText', ['coffee'])] };
    expect(names(await search({ condition: coffee }))).toEqual(['Americano', 'Espresso']);
    const notBakery = {
      operator: 'AND',
      subNodes: [filterLeaf('SearchText', ['bakery', 'coffee'], 'NotIn')],
    };
    expect(names(await search({ condition: notBakery, searchText: 'tea' }))).toEqual(['Iced tea']);

    const saved = await bed.call('POST', '/api/facts/filters', {
      AttributeFilter: { AttributeFilterName: 'Coffee' },
      Filter: { Condition: coffee },
    });
    expect(saved.statusCode).toBe(201);
    const filter = saved.json().AttributeFilter;
    expect(filter).toMatchObject({ attributeFilterName: 'Coffee', condition: coffee });
    const listed = await bed.call('GET', '/api/facts/filters/Item/search');
    expect(
      listed
        .json()
        .AttributeFilters.map((f: { attributeFilterName: string }) => f.attributeFilterName),
    ).toEqual(['Coffee']);
    const read = await bed.call('GET', `/api/facts/filters/${filter.attributeFilterCode}`);
    expect(read.json().AttributeFilter.condition).toEqual({
      ...coffee,
      filterCode: filter.attributeFilterCode,
    });
    const theirs = await bed.call(
      'GET',
      `/api/facts/filters/${filter.attributeFilterCode}`,
      undefined,
      bed.otherAuth,
    );
    expect(theirs.statusCode).toBe(404);

    const byTag = await bed.call('POST', '/api/facts/filters', {
      AttributeFilter: { AttributeFilterName: 'Tagged' },
      Filter: { Condition: { operator: 'AND', subNodes: [filterLeaf('Tags', ['t1'])] } },
    });
    expect(byTag.statusCode).toBe(400);
    expect(byTag.json().success.message).toContain('subNodes[0].nodeType');
  });

  it('lists the distinct values of a text attribute and the options of a select', async () => {
    const categories = await bed.call('GET', '/api/facts/attributes/category');
    expect(categories.json().values).toEqual(['Bakery', 'Coffee', 'Cold drinks']);
    const sizes = await bed.call('GET', '/api/facts/attributes/size');
    expect(sizes.json().values).toEqual(['Small', 'Large']);
    expect((await bed.call('GET', '/api/facts/attributes/price')).statusCode).toBe(400);
    expect((await bed.call('GET', '/api/facts/attributes/nothing')).statusCode).toBe(404);
  });
});

describe('what roles may do', () => {
  it('lets a viewer read, an item editor write items, and only RoleItems edit change the schema', async () => {
    const db = bed.app.database.db;
    const login = async (grants: Record<string, 'ViewOnly' | 'AddAndEdit'>) => {
      const user = await createCustomerUserWithGrants(db, bed.accountId, grants);
      return bearer(await signIn(bed.app, user.email, testPassword));
    };
    const viewer = await login({ AccountItems: 'ViewOnly', RoleItems: 'ViewOnly' });
    const editor = await login({ AccountItems: 'AddAndEdit', RoleItems: 'ViewOnly' });

    expect((await bed.call('POST', '/api/facts/search', {}, viewer)).statusCode).toBe(200);
    expect((await newItem({ name: 'Viewer bun' }, viewer)).statusCode).toBe(403);
    expect((await newItem({ name: 'Editor bun' }, editor)).statusCode).toBe(201);
    const schema = await bed.call('PUT', '/api/facts/schemas', { factScheme: [] }, editor);
    expect(schema.statusCode).toBe(403);
    // The built-in User role has no item rights at all.
    expect((await bed.call('POST', '/api/facts/search', {}, bed.viewerAuth)).statusCode).toBe(403);
  }, 60_000);
});
