import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function search(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/timezones/search', payload: payload as object });
}

describe('POST /api/timezones/search', () => {
  it('finds zones whose id contains the text, with their offset', async () => {
    const response = await search({ searchText: 'stockholm' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: { ok: true },
      timeZones: [
        { timeZoneId: 'Europe/Stockholm', utcOffset: expect.stringMatching(/^\+0[12]:00$/) },
      ],
    });
  });

  it('matches request property names case-insensitively', async () => {
    for (const name of ['SearchText', 'SEARCHTEXT', 'searchtext']) {
      const response = await search({ [name]: 'New York' });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ timeZones: unknown[] }>().timeZones).toEqual([
        { timeZoneId: 'America/New_York', utcOffset: expect.any(String) },
      ]);
    }
  });

  it('lists every zone, UTC first, for an empty search', async () => {
    const response = await search({});
    const zones = response.json<{ timeZones: { timeZoneId: string }[] }>().timeZones;
    expect(zones[0]?.timeZoneId).toBe('UTC');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('answers 400 naming the field when it has the wrong type', async () => {
    const response = await search({ SearchText: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: { ok: false, message: expect.stringMatching(/^searchText: .*string/) },
    });
  });
});
