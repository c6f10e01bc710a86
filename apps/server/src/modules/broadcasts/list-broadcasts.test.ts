import { listBroadcasts } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduleTabOf, toLocalMs, type Period } from '@marquee/domain';
import { eq, isNull } from 'drizzle-orm';
import { broadcasts, roles, schedulePeriods, userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer, createPlayerFormat, createUser } from '../../test/factories';
import { everyScreen } from '../../test/filter-conditions';
import { fillPlayingEnds, playersReachedBy } from '../content';
import { clientActor } from '../scope';
import { listBroadcastPage } from './list-broadcasts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Counts the statements sent to the database while `run` runs, whichever engine serves it. */
async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { session: { client: { query: () => unknown } } }).session
    .client;
  const query = vi.spyOn(client, 'query');
  try {
    await run();
    return query.mock.calls.length;
  } finally {
    query.mockRestore();
  }
}

/** The caller a list is read as: a user of no broadcasts ("My broadcasts" is empty). */
const readerOf = (account: { accountId: string; accountCode: string }) =>
  clientActor({ userCode: 'nobody', authorisation: {} }, account);

describe('the broadcast list', () => {
  it('reads a page in as many statements for 30 broadcasts as for 3, each counting the screens it reaches', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const tenant = { accountId: account.id, accountCode: account.accountCode };
    const actor = readerOf(tenant);
    const { format, layer } = await createPlayerFormat(db, account.id);
    const screens = await Promise.all(
      Array.from({ length: 4 }, () => createPlayer(db, account.id, { playerFormatId: format.id })),
    );
    const limited = await createUser(db, { accountId: account.id });
    const [role] = await db
      .insert(roles)
      .values({
        accountId: account.id,
        name: 'Two screens',
        screensFilter: {
          condition: {
            operator: 'AND',
            subNodes: [
              {
                nodeType: 'Players',
                nodeKey: 'Players',
                codes: screens.slice(0, 2).map((s) => s.playerCode),
                codeCondition: 'In',
              },
            ],
          },
        },
      })
      .returning();
    await db.insert(userRoles).values({ userId: limited.id, roleId: role!.id });
    /** Broadcasts by an administrator, by the limited user, and by fixed list, in turn. */
    const addBroadcasts = async (count: number) => {
      for (let n = 0; n < count; n += 1) {
        const kind = n % 3;
        await createBroadcast(db, account.id, {
          savedBy: kind === 1 ? limited.id : undefined,
          groups: [
            kind === 2
              ? { playerIds: [screens[3]!.id], formatLayerIds: [layer.id], mediaIds: [] }
              : { condition: everyScreen, formatLayerIds: [layer.id], mediaIds: [] },
          ],
        });
      }
    };
    const query = listBroadcasts.query!.parse({ MaxItemsInResult: 50 });
    const page = () => listBroadcastPage(db, actor, query);

    await addBroadcasts(3);
    const forThree = await statementsOf(db, page);
    await addBroadcasts(27);
    const forThirty = await statementsOf(db, page);
    expect(forThree).toBeGreaterThan(2);
    expect(forThirty).toBe(forThree);

    const { Broadcasts } = await page();
    expect(Broadcasts).toHaveLength(30);
    expect(new Set(Broadcasts.map((b) => b.numScreens))).toEqual(new Set([4, 2, 1]));
    const rows = await db
      .select({ id: broadcasts.id, code: broadcasts.broadcastCode })
      .from(broadcasts);
    for (const item of Broadcasts) {
      const id = rows.find((r) => r.code === item.broadcastCode)!.id;
      expect(item.numScreens).toBe((await playersReachedBy(db, tenant, id)).length);
    }
  });

  it('sorts broadcasts into tabs in SQL as the schedule reads their periods, including periods stored before their ends were kept', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const tenant = { accountId: account.id, accountCode: account.accountCode };
    const actor = readerOf(tenant);
    const hour = 3_600_000;
    const now = toLocalMs(Date.now(), 'UTC');
    const at = (offset: number) => new Date(now + offset);
    const weekdayBit = (offset: number) => 1 << ((at(offset).getUTCDay() + 6) % 7);
    const shapes: Record<
      string,
      {
        startDateTime?: Date;
        endDateTime?: Date;
        dayOfWeeks?: number;
        weekdayStartTime?: string;
        weekdayEndTime?: string;
      }[]
    > = {
      'no periods': [],
      ended: [{ startDateTime: at(-48 * hour), endDateTime: at(-24 * hour) }],
      later: [{ startDateTime: at(24 * hour) }],
      'range holds, windows over': [
        {
          startDateTime: at(-72 * hour),
          endDateTime: at(hour),
          dayOfWeeks: weekdayBit(-48 * hour),
        },
      ],
      'off today, on other days': [
        { dayOfWeeks: 127 & ~weekdayBit(0), startDateTime: at(-72 * hour) },
      ],
      'no weekdays': [{ dayOfWeeks: 0 }],
      'one of two ended': [
        { endDateTime: at(-hour) },
        { startDateTime: at(2 * hour), endDateTime: at(3 * hour) },
      ],
    };
    const expected = new Map<string, string>();
    for (const [name, periods] of Object.entries(shapes)) {
      const created = await createBroadcast(db, account.id, { periods, groups: [] });
      await db.update(broadcasts).set({ name }).where(eq(broadcasts.id, created.broadcast.id));
      const asRead = periods.map((p): Period => ({
        startDateTime: p.startDateTime?.toISOString().slice(0, 19) ?? null,
        endDateTime: p.endDateTime?.toISOString().slice(0, 19) ?? null,
        dayOfWeeks: p.dayOfWeeks ?? 127,
        weekdayStartTime: p.weekdayStartTime ?? null,
        weekdayEndTime: p.weekdayEndTime ?? null,
      }));
      expected.set(name, scheduleTabOf(asRead, now));
    }
    const tabs = async () => {
      const found = new Map<string, string>();
      for (const Tab of ['active', 'upcoming', 'expired'] as const) {
        const query = listBroadcasts.query!.parse({ Tab, MaxItemsInResult: 50 });
        const { Broadcasts } = await listBroadcastPage(db, actor, query);
        for (const item of Broadcasts) found.set(item.broadcastName, Tab);
      }
      return found;
    };
    expect(new Set(expected.values())).toEqual(new Set(['active', 'upcoming', 'expired']));
    expect(await tabs()).toEqual(expected);

    await db
      .update(schedulePeriods)
      .set({ playsUntil: null })
      .where(eq(schedulePeriods.accountId, account.id));
    expect(await fillPlayingEnds(db)).toBeGreaterThanOrEqual(7);
    expect(await db.$count(schedulePeriods, isNull(schedulePeriods.playsUntil))).toBe(0);
    expect(await tabs()).toEqual(expected);
  });
});
