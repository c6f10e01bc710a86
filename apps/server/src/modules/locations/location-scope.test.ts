import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation } from '../../test/factories';
import { createLimitedScope } from '../../test/limited-scope';
import { snapshotTables } from '../../test/table-snapshot';

type Headers = { authorization: string };

let app: FastifyInstance;
let bed: Awaited<ReturnType<typeof createLimitedScope>>;

beforeAll(async () => {
  app = await buildTestApp();
  bed = await createLimitedScope(app);
}, 180_000);
afterAll(() => app.close());

const refusal = 'This location has screens outside your reach.';

const change = (locationCode: string, headers: Headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/locations/${locationCode}`,
    headers,
    payload: { locationName: 'Moved', address: { timeZoneId: 'Asia/Tokyo' } },
  });

const remove = (locationCode: string, headers: Headers) =>
  app.inject({ method: 'DELETE', url: `/api/locations/${locationCode}`, headers });

describe('a location with screens beyond the caller’s scope', () => {
  it('refuses the limited user with 403 to change or delete it, changing nothing', async () => {
    const before = await snapshotTables(app);
    for (const answer of [
      await change(bed.there.locationCode, bed.limitedAuth),
      await remove(bed.there.locationCode, bed.limitedAuth),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().success).toEqual({ ok: false, message: refusal });
    }
    expect(await snapshotTables(app)).toBe(before);
  });

  it('lets the limited user change and delete a location whose screens are all theirs', async () => {
    expect((await change(bed.here.locationCode, bed.limitedAuth)).statusCode).toBe(200);
    const empty = await createLocation(app.database.db, bed.accountId, { name: 'Empty' });
    expect((await change(empty.locationCode, bed.limitedAuth)).statusCode).toBe(200);
    expect((await remove(empty.locationCode, bed.limitedAuth)).statusCode).toBe(200);
  });

  it('refuses the limited user with 403 to delete the location their own scope names', async () => {
    const before = await snapshotTables(app);
    const answer = await remove(bed.here.locationCode, bed.limitedAuth);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().success).toEqual({
      ok: false,
      message: 'This location sets which screens you may reach, so you cannot delete it.',
    });
    expect(await snapshotTables(app)).toBe(before);
  });

  it('leaves the owner, whom no filter limits, free to change and delete it', async () => {
    expect((await change(bed.there.locationCode, bed.ownerAuth)).statusCode).toBe(200);
    expect((await remove(bed.there.locationCode, bed.ownerAuth)).statusCode).toBe(200);
    expect((await remove(bed.here.locationCode, bed.ownerAuth)).statusCode).toBe(200);
  });
});
