import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, triggers } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';

let app: FastifyInstance;
let ownerAuth: { authorization: string };
let broadcasterAuth: { authorization: string };
let accountId: string;
let layerCode: string;
let playerCode: string;
let mediaCode: string;
let triggerCode: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  accountId = mine.account.id;
  const { format, layer } = await createPlayerFormat(db, accountId);
  layerCode = layer.layerCode;
  playerCode = (await createPlayer(db, accountId, { playerFormatId: format.id })).playerCode;
  mediaCode = (await createMedia(db, app.files, accountId)).media.mediaCode;
  const [trigger] = await db
    .insert(triggers)
    .values({
      accountId,
      name: 'Lunch',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
    })
    .returning();
  triggerCode = trigger?.triggerCode ?? '';
  // Broadcasts, but no campaigns.
  const broadcaster = await createCustomerUserWithGrants(db, accountId, {
    Broadcast: 'AddAndEdit',
    Screens: 'ViewOnly',
    MediaLibrary: 'ViewOnly',
  });
  ownerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  broadcasterAuth = bearer(await signIn(app, broadcaster.email, testPassword));
});
afterAll(() => app.close());

/** A campaign row: one media row carrying the row's trigger and its dates as one period. */
const row = (key: string) => ({
  key,
  name: `Row ${key}`,
  layers: [layerCode],
  filter: { fixedPlayerList: [playerCode] },
  media: [
    {
      mediaCode,
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
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = ownerAuth,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('campaigns', () => {
  it('refuses a campaign without rows with 400 naming groups, and changes nothing', async () => {
    const before = await snapshotTables(app);
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
    expect(await snapshotTables(app)).toBe(before);
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
    const before = await snapshotTables(app);
    const refused = await call('POST', '/api/broadcasts', campaign([row('r1')]), broadcasterAuth);
    expect(refused.statusCode).toBe(403);
    expect(await snapshotTables(app)).toBe(before);

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
    const db = app.database.db;
    await db
      .update(accounts)
      .set({ disabledApplications: ['Campaigns'] })
      .where(eq(accounts.id, accountId));
    try {
      const answer = await call('POST', '/api/broadcasts', campaign([row('r1')]));
      expect(answer.statusCode).toBe(403);
    } finally {
      await db.update(accounts).set({ disabledApplications: [] }).where(eq(accounts.id, accountId));
    }
  });
});
