import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../platform/db/database';
import { verifyPassword } from '../platform/passwords';
import { testConfig } from '../test/build-test-app';
import { createEmptyDatabase, type EmptyDatabase } from '../test/empty-database';
import {
  accounts,
  facts,
  formatLayers,
  locations,
  playerFormats,
  roles,
  signTemplates,
  tags,
  users,
} from '../db/schema';
import { seedDemoIfEmpty } from './seed-demo';

const databases: EmptyDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.remove()));
});

async function countRows(db: Database) {
  const [accountCount] = await db.select({ value: count() }).from(accounts);
  const [userCount] = await db.select({ value: count() }).from(users);
  return { accounts: accountCount?.value, users: userCount?.value };
}

describe('demo seed', () => {
  it('seeds an empty database once; a restart keeps the data and seeds nothing', async () => {
    const database = await createEmptyDatabase();
    databases.push(database);
    const config = testConfig({ SEED_DEMO: 'true', SEED_PASSWORD: 'demo-password-1' });
    const start = () => buildApp({ config, databaseLocation: database.location });

    const first = await start();
    await first.database.ready;
    const seeded = await countRows(first.database.db);
    expect(seeded).toEqual({ accounts: 2, users: 3 });
    await first.close();

    const second = await start();
    await second.database.ready;
    const db = second.database.db;
    expect(await countRows(db)).toEqual(seeded);
    expect(await seedDemoIfEmpty(db, config)).toBeNull();

    const owners = await db
      .select({ email: users.email, hash: users.passwordHash, account: accounts.name })
      .from(users)
      .innerJoin(accounts, eq(accounts.ownerUserId, users.id));
    expect(owners.map((owner) => [owner.account, owner.email]).sort()).toEqual([
      ['Demo Cafe', 'owner@cafe.example.com'],
      ['Demo Retail', 'owner@retail.example.com'],
    ]);
    for (const owner of owners) {
      expect(owner.hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(owner.hash ?? '', 'demo-password-1')).toBe(true);
    }

    const [support] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'support@marquee.example.com'));
    expect(support).toMatchObject({ userType: 'Support', accountId: null });

    const builtin = await db
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.isBuiltin, true));
    expect(builtin.filter((role) => role.name === 'Administrator')).toHaveLength(2);

    const zones = await db.select({ timeZoneId: locations.timeZoneId }).from(locations);
    expect(zones.map((zone) => zone.timeZoneId)).toContain('Europe/Stockholm');

    const formats = await db
      .select({
        name: playerFormats.name,
        x: playerFormats.resolutionX,
        y: playerFormats.resolutionY,
      })
      .from(playerFormats);
    expect(formats).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ x: 1920, y: 1080 }),
        expect.objectContaining({ x: 1080, y: 1920 }),
      ]),
    );
    const layers = await db
      .select({ formatId: formatLayers.playerFormatId })
      .from(formatLayers)
      .innerJoin(playerFormats, eq(playerFormats.id, formatLayers.playerFormatId))
      .where(
        inArray(
          playerFormats.name,
          formats.map((format) => format.name),
        ),
      );
    const layersPerFormat = new Map<string, number>();
    for (const layer of layers) {
      layersPerFormat.set(layer.formatId, (layersPerFormat.get(layer.formatId) ?? 0) + 1);
    }
    expect([...layersPerFormat.values()]).toContain(2);
    expect((await db.select({ id: tags.id }).from(tags)).length).toBeGreaterThan(0);
    const cafeItems = await db
      .select({ name: facts.name })
      .from(facts)
      .innerJoin(accounts, eq(accounts.id, facts.accountId))
      .where(eq(accounts.accountCode, 'demo-cafe'));
    expect(cafeItems.map((item) => item.name)).toContain('Caffè latte');
    // Each demo account got its QR code template when seeded, and the restart added none.
    const qrCopies = await db
      .select({ accountCode: accounts.accountCode })
      .from(signTemplates)
      .innerJoin(accounts, eq(accounts.id, signTemplates.accountId))
      .where(eq(signTemplates.name, 'QR code'));
    expect(qrCopies.map((copy) => copy.accountCode).sort()).toEqual(['demo-cafe', 'demo-retail']);
    await second.close();
    // Two whole databases migrated and seeded: under a busy machine's load this takes over 30 s.
  }, 120_000);

  it('makes up a password when SEED_PASSWORD is unset and hashes it', async () => {
    const database = await createEmptyDatabase();
    databases.push(database);
    const app = await buildApp({ config: testConfig(), databaseLocation: database.location });
    await app.database.ready;
    const seed = await seedDemoIfEmpty(app.database.db, { seedPassword: undefined });
    expect(seed).toMatchObject({ isPasswordGenerated: true });
    expect(seed?.password.length).toBeGreaterThanOrEqual(12);
    const [owner] = await app.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'owner@retail.example.com'));
    expect(await verifyPassword(owner?.hash ?? '', seed?.password ?? '')).toBe(true);
    await app.close();
  });
});
