import { describe, expect, it } from 'vitest';
import { savedFilters } from '../../db/schema';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { loadManifests } from '../content';

const bed = useScreensTestApp();

/** A screen in Stockholm and a broadcast input that reaches it with one photo. */
async function stockholmScreen() {
  const db = bed.app.database.db;
  const { format, layer } = await createPlayerFormat(db, bed.accountId);
  const location = await createLocation(db, bed.accountId, { timeZoneId: 'Europe/Stockholm' });
  const screen = await createPlayer(db, bed.accountId, {
    playerFormatId: format.id,
    locationId: location.id,
  });
  const photo = (await createMedia(db, bed.app.files, bed.accountId)).media;
  const input = (schedule: Record<string, unknown>) => ({
    broadcastName: 'Flash sale',
    schedule: { status: 'Confirmed', ...schedule },
    groups: [
      {
        key: 'g1',
        name: 'Group 1',
        layers: [layer.layerCode],
        filter: { condition: null, fixedPlayerList: [screen.playerCode] },
        media: [{ mediaCode: photo.mediaCode, orderN: 1 }],
      },
    ],
  });
  return { screen, layer, input };
}

const hourly = { everyMinutes: 60, forSeconds: 300 };

describe('takeover by recurrence pattern', () => {
  it('saves the windows, reads them back, and puts them on the screen manifest', async () => {
    const { screen, input } = await stockholmScreen();
    const created = await bed.call(
      'POST',
      '/api/broadcasts',
      input({ isTakeover: true, takeoverRecurrence: hourly }),
    );
    expect(created.statusCode).toBe(201);
    const { broadcast } = created.json();
    expect(broadcast.schedule).toMatchObject({ isTakeover: true, takeoverRecurrence: hourly });
    const read = await bed.call('GET', `/api/broadcasts/${broadcast.broadcastCode}`);
    expect(read.json().broadcast.schedule.takeoverRecurrence).toEqual(hourly);
    const manifest = (await loadManifests(bed.app.database.db, [screen.id])).get(screen.id);
    expect(manifest?.layers[0]?.channels).toMatchObject([
      { broadcastCode: broadcast.broadcastCode, isTakeover: true, takeoverRecurrence: hourly },
    ]);

    // Continuous again: null, on the editor's read and on the manifest.
    const saved = await bed.call('PUT', `/api/broadcasts/${broadcast.broadcastCode}`, {
      ...input({ isTakeover: true }),
      version: broadcast.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().broadcast.schedule.takeoverRecurrence).toBeNull();
    const continuous = (await loadManifests(bed.app.database.db, [screen.id])).get(screen.id);
    expect(continuous?.layers[0]?.channels[0]?.takeoverRecurrence).toBeNull();
  });

  it('refuses windows without takeover or out of range with 400 naming the field', async () => {
    const { input } = await stockholmScreen();
    const bad: [Record<string, unknown>, string][] = [
      [{ isTakeover: false, takeoverRecurrence: hourly }, 'schedule.takeoverRecurrence'],
      [{ isTakeover: true, takeoverRecurrence: { ...hourly, everyMinutes: 0 } }, 'everyMinutes'],
      [{ isTakeover: true, takeoverRecurrence: { ...hourly, everyMinutes: 1441 } }, 'everyMinutes'],
      [{ isTakeover: true, takeoverRecurrence: { ...hourly, everyMinutes: 1.5 } }, 'everyMinutes'],
      [{ isTakeover: true, takeoverRecurrence: { ...hourly, forSeconds: 4 } }, 'forSeconds'],
      [{ isTakeover: true, takeoverRecurrence: { ...hourly, forSeconds: 3601 } }, 'forSeconds'],
      [{ isTakeover: true, takeoverRecurrence: { everyMinutes: 1, forSeconds: 60 } }, 'forSeconds'],
    ];
    for (const [schedule, field] of bad) {
      const answer = await bed.call('POST', '/api/broadcasts', input(schedule));
      expect(answer.statusCode, JSON.stringify(schedule)).toBe(400);
      expect(answer.body, JSON.stringify(schedule)).toContain(field);
    }
  });

  it('explains and forecasts the takeover only inside its windows', async () => {
    const { screen, layer, input } = await stockholmScreen();
    const created = await bed.call(
      'POST',
      '/api/broadcasts',
      input({ isTakeover: true, takeoverRecurrence: hourly }),
    );
    const { broadcastCode } = created.json().broadcast;
    const explain = async (at: string) =>
      (await bed.call('GET', `/api/channels/player/${screen.playerCode}/explain?at=${at}`)).json()
        .explanation;
    // 10:02 in Stockholm (UTC+1) is in the 10:00 window, which ends at 10:05.
    const inside = await explain('2026-03-02T09:02:00Z');
    expect(inside.validUntil).toBe('2026-03-02T09:05:00.000Z');
    expect(inside.layers[0].channels).toMatchObject([{ broadcastCode, verdict: 'playing' }]);
    const outside = await explain('2026-03-02T09:05:00Z');
    expect(outside.validUntil).toBe('2026-03-02T10:00:00.000Z');
    expect(outside.layers[0].channels).toMatchObject([
      {
        broadcastCode,
        verdict: 'betweenTakeoverWindows',
        nextTakeoverWindowAt: '2026-03-02T10:00:00.000Z',
      },
    ]);
    expect(inside.layers[0].channels[0]).not.toHaveProperty('nextTakeoverWindowAt');

    const [filter] = await bed.app.database.db
      .insert(savedFilters)
      .values({
        accountId: bed.accountId,
        kind: 'Player',
        name: `Takeover ${screen.playerCode}`,
        condition: { operator: 'AND', subNodes: [filterLeaf('Players', [screen.playerCode])] },
      })
      .returning();
    const forecast = await bed.call('POST', '/api/channels/forecast', {
      FilterCode: filter?.filterCode,
      from: '2026-03-02T00:00:00+01:00',
      horizon: 'day',
    });
    expect(forecast.statusCode, forecast.body).toBe(200);
    const main = forecast
      .json()
      .Screens[0].layers.find((l: { layerCode: string }) => l.layerCode === layer.layerCode);
    const playing = main.segments.filter((s: { items: number[] }) => s.items.length > 0);
    expect(playing).toHaveLength(24);
    expect(
      playing.slice(0, 2).map((s: { from: string; until: string }) => [s.from, s.until]),
    ).toEqual([
      ['2026-03-01T23:00:00.000Z', '2026-03-01T23:05:00.000Z'],
      ['2026-03-02T00:00:00.000Z', '2026-03-02T00:05:00.000Z'],
    ]);
  });
});
