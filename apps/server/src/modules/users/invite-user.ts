import type { CallBody, inviteUser as inviteUserCall, UserListItem } from '@marquee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, locations, roles, userLocations, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { Conflict, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { hasEmail, insertUserRow, sendPasswordLink } from '../identity';
import { assertMayAssignRoles } from '../roles';
import { inviteRegisteredUser } from './invite-registered-user';
import { listItemColumns, toListItems } from './user-list-item';

export type InviteInput = CallBody<typeof inviteUserCall>;

/** Ids of the account's rows with these codes; 404 naming the field when one is not the account's. */
async function idsOf(
  db: Database,
  table: typeof roles | typeof locations,
  codeColumn: typeof roles.roleCode | typeof locations.locationCode,
  accountId: string,
  codes: string[],
  field: string,
) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ id: table.id, code: codeColumn })
    .from(table)
    .where(and(eq(table.accountId, accountId), inArray(codeColumn, codes)));
  const found = new Set(rows.map((row) => row.code));
  const missing = codes.find((code) => !found.has(code));
  if (missing) throw new NotFound(`${field}: ${missing} is not in this account`);
  return rows.map((row) => row.id);
}

export const roleIdsOf = (db: Database, accountId: string, codes: string[]) =>
  idsOf(db, roles, roles.roleCode, accountId, codes, 'RoleCodes');
export const locationIdsOf = (db: Database, accountId: string, codes: string[]) =>
  idsOf(db, locations, locations.locationCode, accountId, codes, 'LocationCodes');

/**
 * Adds an invited user (no password yet) with roles the caller may hand out, and mails the
 * link to choose a password. An address already in this account is a conflict; one used in
 * another account is answered alike a new one (see `inviteRegisteredUser`).
 */
export async function inviteUser(
  db: Database,
  actor: Actor,
  context: { mailer: Mailer; publicUrl: string },
  input: InviteInput,
): Promise<UserListItem> {
  const [registered] = await db
    .select({ accountId: users.accountId, languageCode: users.languageCode })
    .from(users)
    .where(hasEmail(input.Email));
  if (registered?.accountId === actor.accountId) {
    throw new Conflict('Email: a user with this address already exists');
  }
  const roleIds = await roleIdsOf(db, actor.accountId, input.RoleCodes);
  await assertMayAssignRoles(db, actor, roleIds);
  const locationIds = await locationIdsOf(db, actor.accountId, input.LocationCodes);
  const [account] = await db
    .select({ languageCode: accounts.languageCode, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId));
  if (registered) {
    const accountName = account?.name ?? 'Marquee';
    return inviteRegisteredUser(db, context, { input, roleIds, accountName, registered });
  }
  const user = await db.transaction(async (tx) => {
    const [created] = await insertUserRow(tx, {
      accountId: actor.accountId,
      email: input.Email,
      firstName: input.FirstName,
      lastName: input.LastName,
      languageCode: input.LanguageCode ?? account?.languageCode ?? 'en_US',
    }).returning(listItemColumns);
    if (!created) throw new Error('Creating a user returned no row');
    if (roleIds.length)
      await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: created.id, roleId })));
    if (locationIds.length) {
      await tx
        .insert(userLocations)
        .values(locationIds.map((locationId) => ({ userId: created.id, locationId })));
    }
    return created;
  });
  await sendPasswordLink({ db, ...context }, user.id);
  const [item] = await toListItems(db, [user]);
  if (!item) throw new Error('The invited user vanished');
  return item;
}
