import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createLimitedScope } from '../../test/limited-scope';
import { ensurePlayPartitions } from './play-partitions';
import { recordPlays } from './record-plays';

let app: FastifyInstance;
let scope: Awaited<ReturnType<typeof createLimitedScope>>;

const range = {
  from: '2026-03-01T00:00:00Z',
  to: '2026-03-08T00:00:00Z',
  timeZoneId: 'Europe/Stockholm',
};

function play(mediaCode: string, startedAt: string, durationMs: number) {
  return {
    playId: randomUUID(),
    mediaCode,
    layerCode: 'main',
    startedAt,
    durationMs,
    broadcastCode: null,
    groupCode: null,
    triggerCode: null,
    source: 'schedule',
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  scope = await createLimitedScope(app);
  const media = scope.shown[0]!.mediaCode;
  const { accountId } = scope;
  // The week of March 2026 as if it were this week: the plays' month tables are made for then.
  const then = new Date('2026-03-10T00:00:00Z');
  await ensurePlayPartitions(app.database.db, then);
  const batches = [
    {
      accountId,
      playerId: scope.seen.id,
      plays: [
        // 23:30 UTC on the 1st is 00:30 on the 2nd in Stockholm.
        play(media, '2026-03-01T23:30:00Z', 10_000),
        play(media, '2026-03-02T08:00:00Z', 10_000),
        play(scope.hidden.mediaCode, '2026-03-02T09:00:00Z', 4_000),
      ],
    },
    {
      accountId,
      playerId: scope.unseen.id,
      plays: [play(media, '2026-03-03T12:00:00Z', 7_000), play(media, '2026-03-09T12:00:00Z', 1)],
    },
  ];
  await recordPlays(app.database.db, batches, then);
}, 180_000);
afterAll(() => app.close());

const summary = (body: object, auth = scope.ownerAuth) =>
  app.inject({ method: 'POST', url: '/api/proofofplay/summary', headers: auth, payload: body });

describe('proof of play reports', () => {
  it('sums the range by day of the zone, with a breakdown per screen', async () => {
    const answer = await summary({ ...range, interval: 'Day', groupBy: 'Player' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.totals).toEqual({ plays: 4, durationMs: 31_000, screens: 2 });
    expect(body.series).toEqual([
      { start: '2026-03-01T23:00:00.000Z', plays: 3, durationMs: 24_000 },
      { start: '2026-03-02T23:00:00.000Z', plays: 1, durationMs: 7_000 },
    ]);
    expect(body.breakdown).toEqual([
      { code: scope.seen.playerCode, name: 'Seen', plays: 3, durationMs: 24_000 },
      { code: scope.unseen.playerCode, name: 'Unseen', plays: 1, durationMs: 7_000 },
    ]);
  });

  it('narrows to the codes asked for, and groups by media', async () => {
    const answer = await summary({
      ...range,
      interval: 'Week',
      groupBy: 'Media',
      mediaCodes: [scope.hidden.mediaCode],
    });
    expect(answer.json()).toMatchObject({
      totals: { plays: 1, durationMs: 4_000, screens: 1 },
      series: [{ start: '2026-03-01T23:00:00.000Z', plays: 1 }],
      breakdown: [{ code: scope.hidden.mediaCode, plays: 1 }],
    });
  });

  it('counts only the screens within the caller’s reach', async () => {
    const answer = await summary(
      { ...range, interval: 'Day', groupBy: 'Location' },
      scope.limitedAuth,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      totals: { plays: 3, durationMs: 24_000, screens: 1 },
      breakdown: [{ code: scope.here.locationCode, name: 'Here', plays: 3 }],
    });
  });

  it.each([
    ['to before from', { from: range.to, to: range.from }],
    ['to equal to from', { to: range.from }],
    ['over 366 days', { to: '2027-03-03T00:00:00Z' }],
    ['an unknown zone', { timeZoneId: 'Mars/Olympus' }],
  ])('answers 400 for %s', async (_case, change) => {
    const answer = await summary({ ...range, ...change, interval: 'Day', groupBy: 'Media' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.ok).toBe(false);
  });

  it('exports every play in the range as CSV with a BOM, one a row', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/proofofplay/export',
      headers: scope.ownerAuth,
      payload: range,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = answer.body.split('\r\n').filter(Boolean);
    expect(header).toBe(
      '\uFEFFplayId,startedAt,durationMs,playerCode,playerName,mediaCode,mediaName,layerCode,broadcastCode,groupCode,contentType,triggerCode,source',
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain(`,2026-03-01T23:30:00.000Z,10000,${scope.seen.playerCode},Seen,`);
  });

  it('exports only the screens within the caller’s reach', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/proofofplay/export',
      headers: scope.limitedAuth,
      payload: range,
    });
    const rows = answer.body.split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.includes(scope.seen.playerCode))).toBe(true);
  });
});

describe('the screens list', () => {
  it('shows each screen’s plays today', async () => {
    await recordPlays(app.database.db, [
      {
        accountId: scope.accountId,
        playerId: scope.seen.id,
        plays: [play(scope.shown[0]!.mediaCode, new Date().toISOString(), 1_000)],
      },
    ]);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/players',
      headers: scope.ownerAuth,
    });
    const playsToday = Object.fromEntries(
      answer
        .json()
        .Players.map((row: { name: string; playsToday: number }) => [row.name, row.playsToday]),
    );
    expect(playsToday).toEqual({ Seen: 1, Unseen: 0 });
  });
});

describe('codes in a report filter', () => {
  it('answers 404 for a screen out of the caller’s reach, as for none', async () => {
    const answer = await summary(
      { ...range, interval: 'Day', groupBy: 'Media', playerCodes: [scope.unseen.playerCode] },
      scope.limitedAuth,
    );
    expect(answer.statusCode).toBe(404);
  });
});
