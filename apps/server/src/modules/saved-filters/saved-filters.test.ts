import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, tags } from '../../db/schema';
import { newCode } from '../../db/codes';
import { createLocation, createPlayer } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerUserWithGrants, testPassword } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { useScreensTestApp } from '../../test/screens-test-app';
import { snapshotTables } from '../../test/table-snapshot';

const bed = useScreensTestApp();
let locationCode: string;
let tagCode: string;
let foreignLocationCode: string;

function body(name: string, condition: unknown, key = 'PlayerFilter') {
  return { [key]: { [`${key}Name`]: name }, Filter: { Condition: condition } };
}

const simple = (code: string) => ({ operator: 'AND', subNodes: [filterLeaf('Locations', [code])] });

async function save(
  headers: { authorization: string },
  payload: object,
  path = '/api/playerfilter',
) {
  return bed.app.inject({ method: 'POST', url: path, headers, payload });
}

beforeAll(async () => {
  const db = bed.app.database.db;
  locationCode = (await createLocation(db, bed.accountId, { name: 'Harbour' })).locationCode;
  foreignLocationCode = (await createLocation(db, bed.otherAccountId)).locationCode;
  const [tag] = await db
    .insert(tags)
    .values({ accountId: bed.accountId, name: 'Lobby', tagType: 'player', color: '#4c6ef5' })
    .returning();
  tagCode = tag?.tagCode ?? '';
});

describe('saving, reading, overwriting and deleting player filters', () => {
  it('keeps the condition as built and answers it with the names of its codes', async () => {
    const condition = {
      operator: 'OR',
      subNodes: [
        {
          operator: 'AND',
          subNodes: [filterLeaf('Locations', [locationCode]), filterLeaf('Tags', [tagCode])],
        },
        filterLeaf('PlayerStatus', ['NotStarted'], 'NotIn'),
      ],
    };
    const created = await save(bed.ownerAuth, body('Harbour screens', condition));
    expect(created.statusCode).toBe(201);
    const filter = created.json().PlayerFilter;
    expect(filter).toMatchObject({ playerFilterName: 'Harbour screens', condition });
    expect(filter.condition.filterCode).toBe(filter.playerFilterCode);
    expect(filter.conditionLookups).toEqual([
      { code: locationCode, name: 'Harbour', attributes: [] },
      { code: tagCode, name: 'Lobby', attributes: [{ type: 'Color', value: '#4c6ef5' }] },
    ]);

    const url = `/api/playerfilter/${filter.playerFilterCode}`;
    const read = await bed.app.inject({ method: 'GET', url, headers: bed.ownerAuth });
    expect(read.json().PlayerFilter).toEqual(filter);

    const changed = await bed.app.inject({
      method: 'PUT',
      url,
      headers: bed.ownerAuth,
      payload: body('Harbour only', simple(locationCode)),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().PlayerFilter).toMatchObject({
      playerFilterCode: filter.playerFilterCode,
      playerFilterName: 'Harbour only',
      condition: simple(locationCode),
    });

    expect(
      (await bed.app.inject({ method: 'DELETE', url, headers: bed.ownerAuth })).statusCode,
    ).toBe(200);
    expect((await bed.app.inject({ method: 'GET', url, headers: bed.ownerAuth })).statusCode).toBe(
      404,
    );
  });

  it('matches body keys whatever their case', async () => {
    const answer = await save(bed.ownerAuth, {
      playerFilter: { playerFilterName: `Lower ${newCode()}` },
      filter: { condition: simple(locationCode) },
    });
    expect(answer.statusCode).toBe(201);
  });

  it('resolves a code of another account to nothing', async () => {
    const answer = await save(
      bed.ownerAuth,
      body(`Foreign ${newCode()}`, simple(foreignLocationCode)),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().PlayerFilter.conditionLookups).toEqual([]);
  });
});

describe('names outside the caller’s scope', () => {
  it('answers the names of only the screens and media the caller’s role filters let them see', async () => {
    const db = bed.app.database.db;
    const [seen, unseen] = [
      await createPlayer(db, bed.accountId, { name: `Seen ${newCode()}` }),
      await createPlayer(db, bed.accountId, { name: `Unseen ${newCode()}` }),
    ];
    const [shown, hidden] = [
      (await createMedia(db, bed.app.files, bed.accountId)).media,
      (await createMedia(db, bed.app.files, bed.accountId)).media,
    ];
    const limited = await createCustomerUserWithGrants(db, bed.accountId, {
      Screens: 'AddAndEdit',
      MediaLibrary: 'AddAndEdit',
    });
    await db
      .update(roles)
      .set({
        screensFilter: {
          condition: { operator: 'AND', subNodes: [filterLeaf('Players', [seen.playerCode])] },
        },
        mediaFilter: {
          condition: { operator: 'AND', subNodes: [filterLeaf('Media', [shown.mediaCode])] },
        },
      })
      .where(eq(roles.id, limited.roleId));
    const limitedAuth = bearer(await signIn(bed.app, limited.email, testPassword));
    const named = (answer: { conditionLookups: { name: string }[] }) =>
      answer.conditionLookups.map((lookup) => lookup.name);
    const screens = {
      operator: 'AND',
      subNodes: [filterLeaf('Players', [seen.playerCode, unseen.playerCode])],
    };
    const media = {
      operator: 'AND',
      subNodes: [filterLeaf('Media', [shown.mediaCode, hidden.mediaCode])],
    };

    // The owner saves them; the limited user reads only the names inside their scope.
    const playerFilter = await save(bed.ownerAuth, body(`Screens ${newCode()}`, screens));
    expect(playerFilter.statusCode).toBe(201);
    const mediaFilter = await save(
      bed.ownerAuth,
      body(`Media ${newCode()}`, media, 'MediaFilter'),
      '/api/mediafilter',
    );
    expect(mediaFilter.statusCode).toBe(201);
    const readAs = async (headers: typeof limitedAuth, path: string, code: string) =>
      (await bed.app.inject({ method: 'GET', url: `${path}/${code}`, headers })).json();
    const playerCode = playerFilter.json().PlayerFilter.playerFilterCode;
    const mediaCode = mediaFilter.json().MediaFilter.mediaFilterCode;
    expect(
      named((await readAs(limitedAuth, '/api/playerfilter', playerCode)).PlayerFilter),
    ).toEqual([seen.name]);
    expect(named((await readAs(limitedAuth, '/api/mediafilter', mediaCode)).MediaFilter)).toEqual([
      shown.displayName,
    ]);
    // The owner, who sees everything, reads both names of the same filters.
    const read = await readAs(bed.ownerAuth, '/api/playerfilter', playerCode);
    expect(named(read.PlayerFilter).sort()).toEqual([seen.name, unseen.name].sort());
  });
});

describe('refusing bad filters', () => {
  const deep = (levels: number): object =>
    levels === 0 ? filterLeaf('Tags', ['t']) : { operator: 'AND', subNodes: [deep(levels - 1)] };

  it.each([
    ['an unknown node type', simple('x'), 'Weather', 'nodeType'],
    ['a code condition other than In or NotIn', simple('x'), 'Maybe', 'codeCondition'],
  ])('answers 400 naming the field for %s', async (_, condition, bad, field) => {
    const node = { ...condition.subNodes[0], [field]: bad };
    const answer = await save(
      bed.ownerAuth,
      body(`Bad ${newCode()}`, { operator: 'AND', subNodes: [node] }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain(`Filter.Condition.subNodes[0]: ${field}`);
  });

  it('answers 400 for conditions nested too deep, and takes four levels', async () => {
    const tooDeep = await save(bed.ownerAuth, body(`Deep ${newCode()}`, deep(5)));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().success.message).toContain('nest at most 4 levels');
    expect((await save(bed.ownerAuth, body(`Deep ${newCode()}`, deep(4)))).statusCode).toBe(201);
  });

  it('answers 400 for an empty name and for an empty condition', async () => {
    const unnamed = await save(bed.ownerAuth, body('  ', simple(locationCode)));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().success.message).toContain('PlayerFilter.PlayerFilterName');
    const empty = await save(
      bed.ownerAuth,
      body(`Empty ${newCode()}`, { operator: 'AND', subNodes: [] }),
    );
    expect(empty.statusCode).toBe(400);
  });

  it('answers 409 for a name the account already uses, whatever its case', async () => {
    const name = `Lobby ${newCode()}`;
    expect((await save(bed.ownerAuth, body(name, simple(locationCode)))).statusCode).toBe(201);
    const clash = await save(bed.ownerAuth, body(name.toUpperCase(), simple(locationCode)));
    expect(clash.statusCode).toBe(409);
    // Another kind and another account keep their own names.
    expect(
      (
        await save(
          bed.ownerAuth,
          body(name, simple(locationCode), 'MediaFilter'),
          '/api/mediafilter',
        )
      ).statusCode,
    ).toBe(201);
    expect((await save(bed.otherAuth, body(name, simple(locationCode)))).statusCode).toBe(201);
  });

  it('answers 409, not 500, to the second of two saves racing for one name', async () => {
    const name = `Race ${newCode()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => save(bed.ownerAuth, body(name, simple(locationCode)))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('who reaches which filter', () => {
  it("answers 404 for another account's filter and leaves it alone", async () => {
    const theirs = (await save(bed.otherAuth, body(`Theirs ${newCode()}`, simple('x')))).json()
      .PlayerFilter;
    const url = `/api/playerfilter/${theirs.playerFilterCode}`;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await bed.app.inject({
        method,
        url,
        headers: bed.ownerAuth,
        ...(method === 'PUT' ? { payload: body('Taken', simple('x')) } : {}),
      });
      expect(answer.statusCode).toBe(404);
    }
    const still = await bed.app.inject({ method: 'GET', url, headers: bed.otherAuth });
    expect(still.json().PlayerFilter.playerFilterName).toBe(theirs.playerFilterName);
  });

  it('lets a user without Screens edit read player filters but not save them', async () => {
    expect((await save(bed.viewerAuth, body(`Viewer ${newCode()}`, simple('x')))).statusCode).toBe(
      403,
    );
    const list = await bed.app.inject({
      method: 'GET',
      url: '/api/playerfilter',
      headers: bed.viewerAuth,
    });
    expect(list.statusCode).toBe(200);
  });
});

describe('listing filters', () => {
  it('pages by name with search, and keeps media filters apart', async () => {
    const marker = `Pq${newCode().replace(/[-_]/g, 'x')}`;
    for (const name of ['Cinema', 'arcade', 'Bakery']) {
      await save(bed.ownerAuth, body(`${marker} ${name}`, simple(locationCode)));
    }
    await save(
      bed.ownerAuth,
      body(`${marker} Media`, simple(locationCode), 'MediaFilter'),
      '/api/mediafilter',
    );
    const list = (query: Record<string, string>, url = '/api/playerfilter') =>
      bed.app.inject({ method: 'GET', url, headers: bed.ownerAuth, query });
    const first = await list({ SearchText: marker, MaxItemsInResult: '2' });
    expect(
      first.json().PlayerFilters.map((f: { playerFilterName: string }) => f.playerFilterName),
    ).toEqual([`${marker} arcade`, `${marker} Bakery`]);
    expect(first.json().hasMore).toBe(true);
    expect(first.json().PlayerFilters[0].conditionLookups[0].name).toBe('Harbour');
    const second = await list({
      searchText: marker,
      maxItemsInResult: '2',
      skipItemsInResult: '2',
    });
    expect(second.json().PlayerFilters).toHaveLength(1);
    expect(second.json().hasMore).toBe(false);
    const media = await list({ SearchText: marker }, '/api/mediafilter');
    expect(
      media.json().MediaFilters.map((f: { mediaFilterName: string }) => f.mediaFilterName),
    ).toEqual([`${marker} Media`]);
    expect((await list({ SearchText: 'ab' })).statusCode).toBe(400);
    expect((await list({ MaxItemsInResult: '201' })).statusCode).toBe(400);
  });
});

describe('overwriting and deleting media filters', () => {
  const mediaUrl = '/api/mediafilter';
  const mediaCondition = (text: string) => ({
    operator: 'AND',
    subNodes: [filterLeaf('SearchText', [text])],
  });
  const saveMedia = async (headers: { authorization: string }, name: string) =>
    (await save(headers, body(name, mediaCondition('poster'), 'MediaFilter'), mediaUrl)).json()
      .MediaFilter;

  it('overwrites the name and condition, then deletes the filter', async () => {
    const filter = await saveMedia(bed.ownerAuth, `Posters ${newCode()}`);
    const url = `${mediaUrl}/${filter.mediaFilterCode}`;
    const renamed = `Banners ${newCode()}`;
    const put = await bed.app.inject({
      method: 'PUT',
      url,
      headers: bed.ownerAuth,
      payload: body(renamed, mediaCondition('banner'), 'MediaFilter'),
    });
    expect(put.statusCode).toBe(200);
    const read = (await bed.app.inject({ method: 'GET', url, headers: bed.ownerAuth })).json();
    expect(read.MediaFilter).toMatchObject({
      mediaFilterCode: filter.mediaFilterCode,
      mediaFilterName: renamed,
      condition: mediaCondition('banner'),
    });
    const deleted = await bed.app.inject({ method: 'DELETE', url, headers: bed.ownerAuth });
    expect(deleted.statusCode).toBe(200);
    expect((await bed.app.inject({ method: 'GET', url, headers: bed.ownerAuth })).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another account's media filter and 400 for a bad one, changing nothing", async () => {
    const theirs = await saveMedia(bed.otherAuth, `Theirs ${newCode()}`);
    const mine = await saveMedia(bed.ownerAuth, `Mine ${newCode()}`);
    const before = await snapshotTables(bed.app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await bed.app.inject({
        method,
        url: `${mediaUrl}/${theirs.mediaFilterCode}`,
        headers: bed.ownerAuth,
        ...(method === 'PUT' ? { payload: body('Taken', mediaCondition('x'), 'MediaFilter') } : {}),
      });
      expect(answer.statusCode).toBe(404);
    }
    const bad = await bed.app.inject({
      method: 'PUT',
      url: `${mediaUrl}/${mine.mediaFilterCode}`,
      headers: bed.ownerAuth,
      payload: body('', mediaCondition('x'), 'MediaFilter'),
    });
    expect(bad.statusCode).toBe(400);
    expect(await snapshotTables(bed.app)).toBe(before);
  });
});
