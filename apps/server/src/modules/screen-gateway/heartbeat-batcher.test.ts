import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer } from '../../test/factories';
import { heartbeatFlushMs, HeartbeatBatcher, newsFlushMs } from './heartbeat-batcher';
import { testStatus } from './screen-gateway-test-screen';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('heartbeat batches', () => {
  it('stores every other screen’s beat when the database refuses one beat of the batch', async () => {
    const db = app.database.db;
    const accounts = await Promise.all([createAccount(db), createAccount(db)]);
    const bad = await createPlayer(db, accounts[0].id);
    const good = await Promise.all([
      createPlayer(db, accounts[1].id),
      createPlayer(db, accounts[1].id),
    ]);
    const errors: unknown[] = [];
    const batcher = new HeartbeatBatcher(
      () => db,
      (error) => errors.push(error),
    );

    // The gateway refuses such text at the edge; here it reaches the batch regardless.
    batcher.record(bad.id, { ...testStatus, userAgent: 'evil\u0000' });
    for (const player of good) batcher.record(player.id, testStatus);
    await batcher.flush();

    const heartbeatOf = async (id: string) =>
      (await db.select().from(players).where(eq(players.id, id)))[0]?.lastHeartbeatAt ?? null;
    for (const player of good) expect(await heartbeatOf(player.id)).toBeInstanceOf(Date);
    expect(await heartbeatOf(bad.id)).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('writes a beat that tells something new after a short pause, the others at the interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const written: string[][] = [];
      const db = {
        execute: (query: SQL) => {
          const [rows] = new PgDialect().sqlToQuery(query).params;
          written.push((JSON.parse(String(rows)) as { id: string }[]).map((row) => row.id));
          return Promise.resolve();
        },
      } as unknown as Database;
      const batcher = new HeartbeatBatcher(
        () => db,
        (error) => {
          throw error;
        },
      );
      batcher.start();

      batcher.record('plain', testStatus);
      await vi.advanceTimersByTimeAsync(newsFlushMs);
      expect(written).toEqual([]);
      batcher.record('news', testStatus, { isNews: true });
      await vi.advanceTimersByTimeAsync(newsFlushMs);
      expect(written).toEqual([['plain', 'news']]);

      batcher.record('plain', testStatus);
      await vi.advanceTimersByTimeAsync(heartbeatFlushMs - 2 * newsFlushMs - 1);
      expect(written).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toEqual([['plain', 'news'], ['plain']]);
      await batcher.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
