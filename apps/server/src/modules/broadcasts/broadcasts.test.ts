import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, playerTags, tags } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { loadManifests } from '../content';

let app: FastifyInstance;
let auth: { authorization: string };
let otherAuth: { authorization: string };
let layerCode: string;
let mediaCodes: string[];
let tagCode: string;
let taggedId: string;
let taggedCode: string;
let otherScreenCode: string;
let accountId: string;
let formatId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  const { format, layer } = await createPlayerFormat(db, mine.account.id);
  accountId = mine.account.id;
  formatId = format.id;
  layerCode = layer.layerCode;
  const tagged = await createPlayer(db, mine.account.id, { playerFormatId: format.id });
  taggedId = tagged.id;
  taggedCode = tagged.playerCode;
  otherScreenCode = (await createPlayer(db, mine.account.id, { playerFormatId: format.id }))
    .playerCode;
  const [tag] = await db
    .insert(tags)
    .values({ accountId: mine.account.id, name: 'Window', tagType: 'player', color: '#4c6ef5' })
    .returning();
  tagCode = tag?.tagCode ?? '';
  await db.insert(playerTags).values({ playerId: tagged.id, tagId: tag?.id as string });
  mediaCodes = [];
  for (let i = 0; i < 2; i += 1) {
    mediaCodes.push((await createMedia(db, app.files, mine.account.id)).media.mediaCode);
  }
  auth = bearer(await signIn(app, mine.owner.email, testPassword));
  otherAuth = bearer(await signIn(app, theirs.owner.email, testPassword));
});
afterAll(() => app.close());

const weekdays = {
  dayOfWeeks: 31,
  weekdayStartTime: '09:00',
  weekdayEndTime: '16:59',
  startDateTime: null,
  endDateTime: null,
};
const input = (values: Record<string, unknown> = {}) => ({
  broadcastName: 'Spring sale',
  schedule: { periods: [weekdays], isScheduled: true, status: 'Confirmed' },
  groups: [
    {
      key: 'g1',
      name: 'Group 1',
      layers: [layerCode],
      filter: { condition: { operator: 'AND', subNodes: [filterLeaf('Tags', [tagCode])] } },
      media: mediaCodes.map((mediaCode, orderN) => ({ mediaCode, orderN })),
    },
  ],
  ...values,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = auth,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const broadcastCodesOn = async (playerId: string) =>
  (await loadManifests(app.database.db, [playerId]))
    .get(playerId)
    ?.layers[0]?.channels.map((c) => c.broadcastCode);

describe('broadcasts', () => {
  it('saves a broadcast, reads it back with defaults, and the screens it reaches get it', async () => {
    const created = await call('POST', '/api/broadcasts', input());
    expect(created.statusCode).toBe(201);
    const { broadcast, success } = created.json();
    expect(success).toEqual({ ok: true });
    expect(broadcast).toMatchObject({
      broadcastName: 'Spring sale',
      broadcastType: 'Standard',
      schedule: { status: 'Confirmed', isTakeover: false, scheduleStatus: 'Always' },
      groups: [{ name: 'Group 1', layers: [layerCode], filter: { fixedPlayerList: [] } }],
    });
    // The builder shows the tag by its name, not its code.
    expect(broadcast.groups[0].filter.conditionLookups).toEqual([
      { code: tagCode, name: 'Window', attributes: [{ type: 'Color', value: '#4c6ef5' }] },
    ]);
    expect(broadcast.schedule.periods[0]).toMatchObject({
      weekdayStartTime: '09:00',
      weekdayEndTime: '16:59',
      dayOfWeeks: 31,
    });
    expect(broadcast.groups[0].media.map((m: { duration: string }) => m.duration)).toEqual([
      '00:00:10',
      '00:00:10',
    ]);
    expect(await broadcastCodesOn(taggedId)).toEqual([broadcast.broadcastCode]);
    const read = await call('GET', `/api/broadcasts/${broadcast.broadcastCode}`);
    expect(read.json().broadcast).toEqual(broadcast);
  });

  it('takes period dates as YYYY-MM-DD HH:mm too, and answers them in the one stored form', async () => {
    const period = {
      ...weekdays,
      startDateTime: '2026-03-02 08:30',
      endDateTime: '2026-03-09T17:00:00',
    };
    const created = await call(
      'POST',
      '/api/broadcasts',
      input({ schedule: { periods: [period], isScheduled: true, status: 'Confirmed' } }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().broadcast.schedule.periods[0]).toMatchObject({
      startDateTime: '2026-03-02T08:30:00',
      endDateTime: '2026-03-09T17:00:00',
    });
  });

  it('answers 412 to a save based on an older version, and keeps the newer one', async () => {
    const { broadcast } = (await call('POST', '/api/broadcasts', input())).json();
    const url = `/api/broadcasts/${broadcast.broadcastCode}`;
    const first = await call('PUT', url, {
      ...input({ broadcastName: 'First' }),
      version: broadcast.version,
    });
    expect(first.statusCode).toBe(200);
    // The same group keeps its code, and the same media rows theirs.
    expect(first.json().broadcast.groups[0].code).toBe(broadcast.groups[0].code);
    expect(first.json().broadcast.groups[0].media).toEqual(broadcast.groups[0].media);
    const before = await snapshotTables(app);
    const stale = await call('PUT', url, {
      ...input({ broadcastName: 'Stale' }),
      version: broadcast.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().success.ok).toBe(false);
    expect(await snapshotTables(app)).toBe(before);
    expect((await call('GET', url)).json().broadcast.broadcastName).toBe('First');
  });

  it('lets exactly one of two saves of one version at once win', async () => {
    const { broadcast } = (await call('POST', '/api/broadcasts', input())).json();
    const url = `/api/broadcasts/${broadcast.broadcastCode}`;
    const [left, right] = await Promise.all(
      ['Left', 'Right'].map((broadcastName) =>
        call('PUT', url, { ...input({ broadcastName }), version: broadcast.version }),
      ),
    );
    const statuses = [left?.statusCode, right?.statusCode].sort();
    expect(statuses).toEqual([200, 412]);
    const winner = left?.statusCode === 200 ? left : right;
    const saved = (await call('GET', url)).json().broadcast;
    expect(saved.broadcastName).toBe(winner?.json().broadcast.broadcastName);
    expect(saved.groups).toHaveLength(1);
  });

  it('stops playing on a screen when paused to Draft or deleted', async () => {
    const fixed = input({
      groups: [
        {
          key: 'g1',
          name: 'Group 1',
          layers: [layerCode],
          filter: { fixedPlayerList: [otherScreenCode] },
          media: [{ mediaCode: mediaCodes[0], orderN: 0 }],
        },
      ],
    });
    const { broadcast } = (await call('POST', '/api/broadcasts', fixed)).json();
    const [other] = await app.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.playerCode, otherScreenCode));
    const otherId = other?.id as string;
    expect(await broadcastCodesOn(otherId)).toContain(broadcast.broadcastCode);
    const url = `/api/broadcasts/${broadcast.broadcastCode}`;
    const draft = {
      ...fixed,
      schedule: { ...(fixed.schedule as object), status: 'Draft' },
      version: broadcast.version,
    };
    expect((await call('PUT', url, draft)).statusCode).toBe(200);
    expect(await broadcastCodesOn(otherId)).not.toContain(broadcast.broadcastCode);
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const bad = [
      input({ groups: [] }),
      input({ schedule: { periods: [{ ...weekdays, weekdayStartTime: '9:00' }] } }),
      input({ schedule: { periods: [{ ...weekdays, weekdayEndTime: '17:00:00.5' }] } }),
      input({ schedule: { periods: [{ ...weekdays, dayOfWeeks: 128 }] } }),
      input({
        schedule: {
          periods: [
            {
              ...weekdays,
              startDateTime: '2026-03-02T00:00:00',
              endDateTime: '2026-03-01T00:00:00',
            },
          ],
        },
      }),
    ];
    const before = await snapshotTables(app);
    for (const payload of bad) {
      const answer = await call('POST', '/api/broadcasts', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noLayer = input();
    (noLayer.groups[0] as { layers: string[] }).layers = [];
    const layerless = await call('POST', '/api/broadcasts', noLayer);
    expect(layerless.statusCode).toBe(400);
    expect(layerless.json().success.message).toContain('You have to select at least one layer.');
    const twins = input();
    twins.groups = [
      twins.groups[0] as (typeof twins.groups)[0],
      { ...(twins.groups[0] as object), key: 'g2' } as (typeof twins.groups)[0],
    ];
    const twinned = await call('POST', '/api/broadcasts', twins);
    expect(twinned.statusCode).toBe(400);
    expect(twinned.json().success.message).toContain('Name is already taken.');
    // No broadcast, group, media row, channel or content change was written.
    expect(await snapshotTables(app)).toBe(before);
  });

  it("answers 404 for another account's broadcast, media and screens", async () => {
    const { broadcast } = (await call('POST', '/api/broadcasts', input())).json();
    expect(
      (await call('GET', `/api/broadcasts/${broadcast.broadcastCode}`, undefined, otherAuth))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/broadcasts', input(), otherAuth)).statusCode).toBe(404);
  });

  it('lists the screens a broadcast reaches, and those a group filter would reach', async () => {
    const { broadcast } = (await call('POST', '/api/broadcasts', input())).json();
    const reached = await call('POST', `/api/broadcasts/${broadcast.broadcastCode}/players`, {});
    expect(reached.statusCode).toBe(200);
    expect(reached.json()).toMatchObject({ TotalCount: 1, Players: [{ id: taggedCode }] });
    const condition = { operator: 'AND', subNodes: [filterLeaf('Tags', [tagCode])] };
    const live = await call('POST', '/api/broadcasts/players', {
      Condition: condition,
      IncludeClusters: true,
    });
    expect(live.json()).toMatchObject({ TotalCount: 1, Players: [{ id: taggedCode }] });
    const elsewhere = `/api/broadcasts/${broadcast.broadcastCode}/players`;
    expect((await call('POST', elsewhere, {}, otherAuth)).statusCode).toBe(404);
  });

  it('reaches no screen through a group with no filter of screens and no fixed screen, in the editor count, the list and the manifests alike', async () => {
    const unfiltered = [
      { condition: null, fixedPlayerList: [] },
      // A condition of media only says nothing of screens.
      {
        condition: { operator: 'AND', subNodes: [filterLeaf('Media', [mediaCodes[0]!])] },
        fixedPlayerList: [],
      },
    ];
    for (const [n, filter] of unfiltered.entries()) {
      const broadcastName = `Unfiltered ${n}`;
      const group = { ...input().groups[0], filter };
      const saved = await call(
        'POST',
        '/api/broadcasts',
        input({ broadcastName, groups: [group] }),
      );
      expect(saved.statusCode, JSON.stringify(filter)).toBe(201);
      const { broadcastCode } = saved.json().broadcast;
      const editorCount = await call('POST', '/api/broadcasts/players', {
        ...(filter.condition ? { Condition: filter.condition } : {}),
      });
      expect(editorCount.json()).toMatchObject({ TotalCount: 0, Players: [] });
      const reached = await call('POST', `/api/broadcasts/${broadcastCode}/players`, {});
      expect(reached.json().TotalCount).toBe(0);
      const list = await call(
        'GET',
        `/api/broadcasts?SearchText=${encodeURIComponent(broadcastName)}`,
      );
      expect(list.json().Broadcasts).toMatchObject([{ broadcastCode, numScreens: 0 }]);
      expect(await broadcastCodesOn(taggedId)).not.toContain(broadcastCode);
      expect((await call('DELETE', `/api/broadcasts/${broadcastCode}`)).statusCode).toBe(200);
    }
  });

  it('says in the list whether a broadcast plays now, as the screens read its periods', async () => {
    // Every day but today (on the UTC calendar the tagged screen, placed nowhere, keeps), all
    // day: out of hours now.
    const today = (new Date().getUTCDay() + 6) % 7;
    const notToday = {
      ...weekdays,
      dayOfWeeks: 127 & ~(1 << today),
      weekdayStartTime: null,
      weekdayEndTime: null,
    };
    const cases = [
      { name: 'Now always', periods: [], status: 'Confirmed', playStatus: 'Playing' },
      {
        name: 'Now out of hours',
        periods: [notToday],
        status: 'Confirmed',
        playStatus: 'NotPlayingNow',
      },
      { name: 'Now a draft', periods: [], status: 'Draft', playStatus: 'Paused' },
    ];
    for (const { name, periods, status, playStatus } of cases) {
      const saved = await call(
        'POST',
        '/api/broadcasts',
        input({ broadcastName: name, schedule: { periods, status } }),
      );
      expect(saved.statusCode).toBe(201);
      const list = await call('GET', `/api/broadcasts?SearchText=${encodeURIComponent(name)}`);
      expect(list.json().Broadcasts, name).toMatchObject([{ status, playStatus }]);
    }
  });

  it("reads a broadcast's hours in the zone of the screens it reaches, playing when on in one", async () => {
    const db = app.database.db;
    // Two hours from the hour it is now on Kiritimati (UTC+14), when UTC is ten hours back.
    const zone = 'Pacific/Kiritimati';
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const kiritimatiHours = {
      ...weekdays,
      dayOfWeeks: 127,
      weekdayStartTime: clock(hour),
      weekdayEndTime: clock(hour + 2),
    };
    const location = await createLocation(db, accountId, { timeZoneId: zone });
    const far = await createPlayer(db, accountId, {
      playerFormatId: formatId,
      locationId: location.id,
    });
    const reaching = (name: string, codes: string[]) =>
      input({
        broadcastName: name,
        schedule: { periods: [kiritimatiHours], status: 'Confirmed' },
        groups: [
          {
            key: 'g1',
            name: 'Group 1',
            layers: [layerCode],
            filter: { condition: null, fixedPlayerList: codes },
            media: [{ mediaCode: mediaCodes[0], orderN: 0 }],
          },
        ],
      });
    const cases = [
      { name: 'Zoned far', codes: [far.playerCode], playStatus: 'Playing' },
      { name: 'Zoned UTC', codes: [otherScreenCode], playStatus: 'NotPlayingNow' },
      { name: 'Zoned both', codes: [far.playerCode, otherScreenCode], playStatus: 'Playing' },
    ];
    for (const { name, codes, playStatus } of cases) {
      expect((await call('POST', '/api/broadcasts', reaching(name, codes))).statusCode).toBe(201);
      const list = await call('GET', `/api/broadcasts?SearchText=${encodeURIComponent(name)}`);
      expect(list.json().Broadcasts, name).toMatchObject([
        { playStatus, numScreens: codes.length },
      ]);
    }
  });

  it('says a confirmed broadcast that reaches no screen reaches none, even in its hours', async () => {
    const name = 'Reaches nothing';
    const nowhere = input({
      broadcastName: name,
      schedule: { periods: [], status: 'Confirmed' },
      groups: [
        {
          key: 'g1',
          name: 'Group 1',
          layers: [layerCode],
          filter: { condition: null, fixedPlayerList: [] },
          media: [{ mediaCode: mediaCodes[0], orderN: 0 }],
        },
      ],
    });
    expect((await call('POST', '/api/broadcasts', nowhere)).statusCode).toBe(201);
    const list = await call('GET', `/api/broadcasts?SearchText=${encodeURIComponent(name)}`);
    expect(list.json().Broadcasts).toMatchObject([{ numScreens: 0, playStatus: 'NoScreens' }]);
  });

  it('gives the period status of a schedule', async () => {
    const status = async (periods: object[]) =>
      (await call('POST', '/api/broadcasts/periodstatus', { periods })).json().status;
    expect(await status([])).toBe('Always');
    expect(
      await status([{ startDateTime: '2000-01-01T00:00:00', endDateTime: '2000-12-31T23:59:59' }]),
    ).toBe('Expired');
    expect(await status([{ startDateTime: '2999-01-01T00:00:00' }])).toBe('Upcoming');
    expect(await status([{ startDateTime: '2000-01-01T00:00:00' }])).toBe('Active');
  });

  it('lists broadcasts by tab with their periods, status and screens reached', async () => {
    const save = (broadcastName: string, periods: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/api/broadcasts',
        headers: auth,
        payload: input({ broadcastName, schedule: { periods, status: 'Draft' } }),
      });
    const range = (start: string, end: string) => ({
      ...weekdays,
      startDateTime: start,
      endDateTime: end,
    });
    await save('Tab past', [range('2020-01-01T00:00:00', '2020-02-01T00:00:00')]);
    await save('Tab future', [range('2099-01-01T00:00:00', '2099-02-01T00:00:00')]);
    await save('Tab now', [range('2020-01-01T00:00:00', '2099-02-01T00:00:00')]);
    const list = async (tab: string) => {
      const answer = await app.inject({
        url: `/api/broadcasts?Tab=${tab}&SearchText=Tab&OrderBy=Name&Order=asc`,
        headers: auth,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().Broadcasts as {
        broadcastName: string;
        scheduleStatus: string;
        numScreens: number;
        periods: unknown[];
      }[];
    };
    const all = await list('all');
    expect(all.map((b) => [b.broadcastName, b.scheduleStatus])).toEqual([
      ['Tab future', 'Upcoming'],
      ['Tab now', 'Active'],
      ['Tab past', 'Expired'],
    ]);
    expect(all[0]?.periods).toHaveLength(1);
    expect((await list('expired')).map((b) => b.broadcastName)).toEqual(['Tab past']);
    expect((await list('active')).map((b) => b.broadcastName)).toEqual(['Tab now']);
    expect((await list('upcoming')).map((b) => b.broadcastName)).toEqual(['Tab future']);
    expect(await list('mine')).toHaveLength(3);
    const theirs = await app.inject({ url: '/api/broadcasts?SearchText=Tab', headers: otherAuth });
    expect(theirs.json().Broadcasts).toEqual([]);
    const bad = await app.inject({ url: '/api/broadcasts?Tab=nope', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('lists a broadcast off today but on other weekdays, without an end date, as Active', async () => {
    // The weekend case on any day: a mask without today's weekday is Mon–Fri on a Saturday.
    const todayBit = 1 << ((new Date().getUTCDay() + 6) % 7);
    const otherDays = { ...weekdays, dayOfWeeks: 127 & ~todayBit };
    const save = (broadcastName: string, periods: unknown[]) =>
      call('POST', '/api/broadcasts', input({ broadcastName, schedule: { periods } }));
    await save('Weekend undated', [otherDays]);
    await save('Weekend started', [{ ...otherDays, startDateTime: '2020-01-01T00:00:00' }]);
    await save('Weekend later', [{ ...otherDays, startDateTime: '2099-01-01T00:00:00' }]);
    const names = async (tab: string) =>
      (await call('GET', `/api/broadcasts?Tab=${tab}&SearchText=Weekend&OrderBy=Name&Order=asc`))
        .json()
        .Broadcasts.map((b: { broadcastName: string }) => b.broadcastName);
    expect(await names('active')).toEqual(['Weekend started', 'Weekend undated']);
    expect(await names('upcoming')).toEqual(['Weekend later']);
    expect(await names('expired')).toEqual([]);
  });
});
