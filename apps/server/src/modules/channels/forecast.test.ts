import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, savedFilters } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { horizonEnd } from './forecast-horizon';

const bed = useScreensTestApp();

/** A saved filter of the account selecting exactly these screens. */
async function filterOf(playerCodes: string[]) {
  const [filter] = await bed.app.database.db
    .insert(savedFilters)
    .values({
      accountId: bed.accountId,
      kind: 'Player',
      name: `Forecast ${playerCodes.join(' ')}`,
      condition: { operator: 'AND', subNodes: [filterLeaf('Players', playerCodes)] },
    })
    .returning();
  return filter?.filterCode as string;
}

/** Screens in Stockholm reached by a broadcast on weekdays from 09:00 to 17:00 local. */
async function officeHoursScreens(names: string[]) {
  const db = bed.app.database.db;
  const { format, layer } = await createPlayerFormat(db, bed.accountId);
  const location = await createLocation(db, bed.accountId, { timeZoneId: 'Europe/Stockholm' });
  const screens = [];
  for (const name of names) {
    screens.push(
      await createPlayer(db, bed.accountId, {
        name,
        playerFormatId: format.id,
        locationId: location.id,
      }),
    );
  }
  const photo = (await createMedia(db, bed.app.files, bed.accountId)).media;
  const { broadcast } = await createBroadcast(db, bed.accountId, {
    periods: [{ dayOfWeeks: 31, weekdayStartTime: '09:00', weekdayEndTime: '16:59' }],
    groups: [
      { playerIds: screens.map((s) => s.id), formatLayerIds: [layer.id], mediaIds: [photo.id] },
    ],
  });
  return { screens, broadcast, photo, layer };
}

const forecast = (body: object, headers = bed.ownerAuth) =>
  bed.app.inject({ method: 'POST', url: '/api/channels/forecast', headers, payload: body });

describe('forecast', () => {
  it("shows a weekday broadcast only in its windows over a week, in the location's zone", async () => {
    const { screens, broadcast, photo, layer } = await officeHoursScreens(['Lobby']);
    const FilterCode = await filterOf(screens.map((s) => s.playerCode));
    // Monday 2 March 2026, midnight in Stockholm (UTC+1).
    const answer = await forecast({
      FilterCode,
      from: '2026-03-02T00:00:00+01:00',
      horizon: 'week',
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      from: '2026-03-01T23:00:00.000Z',
      until: '2026-03-08T23:00:00.000Z',
      hasMore: false,
    });
    const [screen] = body.Screens;
    expect(screen).toMatchObject({ name: 'Lobby', timeZone: 'Europe/Stockholm' });
    expect(screen.items).toEqual([
      {
        mediaCode: photo.mediaCode,
        displayName: photo.displayName,
        mediaType: photo.mediaType,
        channelCode: expect.any(String),
        channelName: broadcast.name,
        source: 'broadcast',
        broadcastCode: broadcast.broadcastCode,
      },
    ]);
    const [main] = screen.layers;
    expect(main).toMatchObject({
      layerCode: layer.layerCode,
      isTruncated: false,
      shownUntil: '2026-03-08T23:00:00.000Z',
    });
    // 09:00 to 17:00 in Stockholm is 08:00 to 16:00 UTC; Saturday and Sunday play nothing.
    expect(main.segments).toEqual(
      [2, 3, 4, 5, 6].map((day) => ({
        from: `2026-03-0${day}T08:00:00.000Z`,
        until: `2026-03-0${day}T16:00:00.000Z`,
        items: [0],
      })),
    );
  });

  it('bounds a year: the timeline stops, truncated, at the segment cap', async () => {
    const { screens } = await officeHoursScreens(['Yearly']);
    const FilterCode = await filterOf(screens.map((s) => s.playerCode));
    const answer = await forecast({ FilterCode, from: '2026-01-01T00:00:00Z', horizon: 'year' });
    expect(answer.statusCode).toBe(200);
    const [main] = answer.json().Screens[0].layers;
    // About 260 weekdays with a gap after each pass 500 segments before the year ends.
    expect(main.isTruncated).toBe(true);
    expect(main.segments.length).toBeGreaterThan(200);
    expect(main.segments.length).toBeLessThanOrEqual(500);
    expect(main.shownUntil < '2027-01-01').toBe(true);
    expect(main.segments.at(-1).until <= main.shownUntil).toBe(true);
  });

  it('pages through the screens by name', async () => {
    const { screens } = await officeHoursScreens(['Cafe', 'Atrium', 'Bar']);
    const FilterCode = await filterOf(screens.map((s) => s.playerCode));
    const base = { FilterCode, from: '2026-03-02T00:00:00Z', horizon: 'day', MaxItemsInResult: 2 };
    const first = (await forecast(base)).json();
    expect(first.Screens.map((s: { name: string }) => s.name)).toEqual(['Atrium', 'Bar']);
    expect(first.hasMore).toBe(true);
    const next = await forecast({ ...base, ContinuationToken: first.continuationToken });
    expect(next.json().Screens.map((s: { name: string }) => s.name)).toEqual(['Cafe']);
    expect(next.json().hasMore).toBe(false);
    const tooMany = await forecast({ ...base, MaxItemsInResult: 51 });
    expect(tooMany.statusCode).toBe(400);
  });

  it("answers 404 for another account's filter and 400 for an unknown horizon", async () => {
    const { screens } = await officeHoursScreens(['Hidden']);
    const FilterCode = await filterOf(screens.map((s) => s.playerCode));
    const from = '2026-03-02T00:00:00Z';
    expect((await forecast({ FilterCode, from, horizon: 'day' }, bed.otherAuth)).statusCode).toBe(
      404,
    );
    const bad = await forecast({ FilterCode, from, horizon: 'decade' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success.message).toMatch(/horizon/);
  });
});

describe('forecast scope', () => {
  it("shows only the screens the user's roles may see", async () => {
    const { screens } = await officeHoursScreens(['Seen', 'Unseen']);
    const FilterCode = await filterOf(screens.map((s) => s.playerCode));
    await bed.app.database.db
      .update(roles)
      .set({
        screensFilter: {
          condition: {
            operator: 'AND',
            subNodes: [filterLeaf('Players', [screens[0]?.playerCode as string])],
          },
        },
      })
      .where(and(eq(roles.accountId, bed.accountId), eq(roles.name, 'User')));
    const body = { FilterCode, from: '2026-03-02T00:00:00Z', horizon: 'day' };
    const names = (answer: { json: () => { Screens: { name: string }[] } }) =>
      answer.json().Screens.map((s) => s.name);
    expect(names(await forecast(body, bed.viewerAuth))).toEqual(['Seen']);
    expect(names(await forecast(body))).toEqual(['Seen', 'Unseen']);
  });
});

describe('horizonEnd', () => {
  it('adds calendar units in the offset the start is written in', () => {
    // A month from 31 January ends on the last day of February, not in March.
    expect(horizonEnd('2026-01-31T00:00:00+01:00', 'month').toISOString()).toBe(
      '2026-02-27T23:00:00.000Z',
    );
    expect(horizonEnd('2026-03-01T00:00:00+01:00', 'month').toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
    expect(horizonEnd('2026-03-01T00:00:00-05:00', 'day').toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
    expect(horizonEnd('2028-02-29T00:00:00Z', 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});
