import type { Database } from '../platform/db/database';
import { newCode } from '../db/codes';
import {
  accounts,
  formatLayers,
  locations,
  organizationAccounts,
  organizations,
  playerFormats,
  players,
  users,
} from '../db/schema';

type AccountRow = typeof accounts.$inferSelect;
type UserRow = typeof users.$inferSelect;

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`Creating ${what} returned no row`);
  return row;
}

/** A fresh tenant with a unique name, so tests on one shared database never collide. */
export async function createAccount(
  db: Database,
  values: Partial<typeof accounts.$inferInsert> = {},
): Promise<AccountRow> {
  const rows = await db
    .insert(accounts)
    .values({ name: `Test account ${newCode()}`, ...values })
    .returning();
  return first(rows, 'an account');
}

/** An organization (a named group of accounts) holding the given accounts. */
export async function createOrganization(db: Database, accountIds: readonly string[]) {
  const organization = first(
    await db
      .insert(organizations)
      .values({ name: `Organization ${newCode()}` })
      .returning(),
    'an organization',
  );
  if (accountIds.length) {
    await db
      .insert(organizationAccounts)
      .values(accountIds.map((accountId) => ({ organizationId: organization.id, accountId })));
  }
  return organization;
}

/** A customer user of the account (or of a new account), with a unique e-mail address. */
export async function createUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const accountId = values.accountId ?? (await createAccount(db)).id;
  const rows = await db
    .insert(users)
    .values({
      email: `user-${newCode()}@test.example.com`,
      firstName: 'Test',
      lastName: 'User',
      accountId,
      ...values,
    })
    .returning();
  return first(rows, 'a user');
}

export async function createLocation(
  db: Database,
  accountId: string,
  values: Partial<typeof locations.$inferInsert> = {},
) {
  const rows = await db
    .insert(locations)
    .values({ accountId, name: `Location ${newCode()}`, timeZoneId: 'Europe/Stockholm', ...values })
    .returning();
  return first(rows, 'a location');
}

/** An account's own 1920x1080 format with one full-screen layer. */
export async function createPlayerFormat(db: Database, accountId: string) {
  const format = first(
    await db
      .insert(playerFormats)
      .values({ accountId, name: `Format ${newCode()}`, resolutionX: 1920, resolutionY: 1080 })
      .returning(),
    'a player format',
  );
  const layer = first(
    await db
      .insert(formatLayers)
      .values({ playerFormatId: format.id, name: 'Main', width: 1920, height: 1080 })
      .returning(),
    'a format layer',
  );
  return { format, layer };
}

export async function createPlayer(
  db: Database,
  accountId: string,
  values: Partial<typeof players.$inferInsert> = {},
) {
  const playerFormatId =
    values.playerFormatId ?? (await createPlayerFormat(db, accountId)).format.id;
  const rows = await db
    .insert(players)
    .values({ accountId, name: `Screen ${newCode()}`, playerFormatId, ...values })
    .returning();
  return first(rows, 'a player');
}
