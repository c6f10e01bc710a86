import { listBroadcasts } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { broadcasts, roles, userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer, createPlayerFormat, createUser } from '../../test/factories';
import { screensReachedBy } from '../content';
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

describe('the broadcast list', () => {
  it('reads a page in as many statements for 30 broadcasts as for 3, each counting the screens it reaches', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const tenant = { accountId: account.id, accountCode: account.accountCode };
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
    const everyScreen = { operator: 'AND', subNodes: [] };
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
    const page = () => listBroadcastPage(db, tenant, 'nobody', query);

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
      expect(item.numScreens).toBe((await screensReachedBy(db, tenant, id)).length);
    }
  });
});
