import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, triggers } from '../../db/schema';
import { useBroadcastTestApp } from '../../test/broadcast-test-app';
import { snapshotTables } from '../../test/table-snapshot';

const bed = useBroadcastTestApp();
const { call } = bed;
let broadcasterAuth: { authorization: string };
let triggerCode: string;

beforeAll(async () => {
  const [trigger] = await bed.app.database.db
    .insert(triggers)
    .values({
      accountId: bed.accountId,
      name: 'Lunch',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
    })
    .returning();
  triggerCode = trigger?.triggerCode ?? '';
  // Broadcasts, but no campaigns.
  broadcasterAuth = await bed.signInWith({
    Broadcast: 'AddAndEdit',
    Screens: 'ViewOnly',
    MediaLibrary: 'ViewOnly',
  });
});

/** A campaign row: one media row carrying the row's trigger and its dates as one period. */
const row = (key: string) => ({
  key,
  name: `Row ${key}`,
  layers: [bed.layerCode],
  filter: { fixedPlayerList: [bed.playerCode] },
  media: [
    {
      mediaCode: bed.mediaCodes[0],
      orderN: 0,
      duration: '00:00:15',
      trigger: { triggerCode, playWhen: 'Inactive' },
      periods: [{ startDateTime: '2026-03-02T00:00:00', endDateTime: '2026-03-08T23:59:59' }],
    },
  ],
});
const campaign = (groups: object[], values: Record<string, unknown> = {}) => ({
  broadcastName: 'Spring campaign',
  broadcastType: 'Campaign',
  schedule: { periods: [], status: 'Confirmed' },
  groups,
  ...values,
});
describe('campaigns', () => {
  it('refuses a campaign without rows with 400 naming groups, and changes nothing', async () => {
    const before = await snapshotTables(bed.app);
    const answer = await call('POST', '/api/broadcasts', campaign([]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toBe('groups: A campaign keeps at least one row.');
    const standard = await call(
      'POST',
      '/api/broadcasts',
      campaign([], { broadcastType: 'Standard' }),
    );
    expect(standard.statusCode).toBe(400);
    expect(standard.json().success.message).toBe('groups: A broadcast keeps at least one group.');
    expect(await snapshotTables(bed.app)).toBe(before);
  });

  it('refuses to empty a saved campaign of its rows', async () => {
    const { broadcast } = (await call('POST', '/api/broadcasts', campaign([row('r1')]))).json();
    const emptied = await call('PUT', `/api/broadcasts/${broadcast.broadcastCode}`, {
      ...campaign([]),
      version: broadcast.version,
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().success.message).toBe('groups: A campaign keeps at least one row.');
  });

  it("keeps each row's trigger and dates on its media rows", async () => {
    const created = await call('POST', '/api/broadcasts', campaign([row('r1'), row('r2')]));
    expect(created.statusCode).toBe(201);
    const { broadcast } = (
      await call('GET', `/api/broadcasts/${created.json().broadcast.broadcastCode}`)
    ).json();
    expect(broadcast.broadcastType).toBe('Campaign');
    expect(broadcast.groups).toHaveLength(2);
    expect(broadcast.groups[1].media[0]).toMatchObject({
      duration: '00:00:15',
      trigger: { triggerCode, playWhen: 'Inactive' },
      periods: [{ startDateTime: '2026-03-02T00:00:00', endDateTime: '2026-03-08T23:59:59' }],
    });
  });

  it('saves and deletes a campaign only with CampaignBuilder edit', async () => {
    const before = await snapshotTables(bed.app);
    const refused = await call('POST', '/api/broadcasts', campaign([row('r1')]), broadcasterAuth);
    expect(refused.statusCode).toBe(403);
    expect(await snapshotTables(bed.app)).toBe(before);

    const standard = campaign([row('r1')], { broadcastType: 'Standard' });
    expect((await call('POST', '/api/broadcasts', standard, broadcasterAuth)).statusCode).toBe(201);

    const { broadcast } = (await call('POST', '/api/broadcasts', campaign([row('r1')]))).json();
    const url = `/api/broadcasts/${broadcast.broadcastCode}`;
    // Nor can a campaign be turned into a broadcast to get round it.
    const turned = await call(
      'PUT',
      url,
      { ...standard, version: broadcast.version },
      broadcasterAuth,
    );
    expect(turned.statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, broadcasterAuth)).statusCode).toBe(403);
    expect((await call('GET', url)).json().broadcast.broadcastType).toBe('Campaign');
  });

  it("refuses campaigns while the account's Campaigns application is off", async () => {
    const db = bed.app.database.db;
    await db
      .update(accounts)
      .set({ disabledApplications: ['Campaigns'] })
      .where(eq(accounts.id, bed.accountId));
    try {
      const answer = await call('POST', '/api/broadcasts', campaign([row('r1')]));
      expect(answer.statusCode).toBe(403);
    } finally {
      await db
        .update(accounts)
        .set({ disabledApplications: [] })
        .where(eq(accounts.id, bed.accountId));
    }
  });
});
