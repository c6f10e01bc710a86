import type { CallBody, saveSupportUser as saveCall, UserListItem } from '@marquee/contracts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { accounts, broadcasts, roles, users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { Mailer } from '../../../platform/mail/mailer';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors';
import { recordSaversScopeChange } from '../../content';
import { deleteUserRow, insertUserRow, sendPasswordLink, updateUserRow } from '../../identity';
import { reachableClient, reachedAccounts, type SupportActor } from '../roles';
import { listItemColumns, replaceUserRoles, toListItems } from '../../users';
import { assertMayAssignSupportRoles, findReachableStaff } from './staff-reach';

export type SupportUserInput = CallBody<typeof saveCall>;
export async function isEmailAvailable(db: Database, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return !taken;
}

/** Updates a support user, or adds one (mailed an invitation) when no UserCode is given. */
export async function saveSupportUser(
  db: Database,
  actor: SupportActor,
  context: { mailer: Mailer; publicUrl: string },
  input: SupportUserInput,
): Promise<UserListItem> {
  const existing = input.UserCode
    ? await findReachableStaff(db, actor, input.UserCode, 'UserCode')
    : undefined;
  // A desk opens by default only a client its caller reaches; any other is not there.
  if (input.DefaultClientCode) {
    await reachableClient(db, actor, input.DefaultClientCode, 'DefaultClientCode');
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, input.Email),
        existing ? ne(users.id, existing.id) : undefined,
      ),
    );
  if (taken) throw new Conflict('Email: a user with this address already exists');
  const values = {
    firstName: input.FirstName,
    lastName: input.LastName,
    email: input.Email,
    ...(input.LanguageCode ? { languageCode: input.LanguageCode } : {}),
    ...(input.DateFormat ? { dateFormat: input.DateFormat } : {}),
    ...(input.DefaultClientCode !== undefined
      ? { defaultClientCode: input.DefaultClientCode }
      : {}),
  };
  const [row] = existing
    ? await updateUserRow(db, existing.id, values).returning(listItemColumns)
    : await insertUserRow(db, { ...values, userType: 'Support' }).returning(listItemColumns);
  if (!row) throw new Error('Saving a support user returned no row');
  if (!existing) await sendPasswordLink({ db, ...context }, row.id);
  const [item] = await toListItems(db, [row]);
  if (!item) throw new Error('The saved support user vanished');
  return item;
}

/**
 * Replaces a support user's roles with support roles; the user, and each role, must reach and
 * grant no more than the caller (which also keeps anyone from widening their own roles). A
 * role of a client the caller does not reach is, to them, not there (404); so is a body's
 * `UserCode` out of reach, and one naming another user than the path is refused.
 */
export async function setSupportUserRoles(
  db: Database,
  actor: SupportActor,
  userCode: string,
  input: { UserCode?: string; RoleCodes: string[] },
) {
  const user = await findReachableStaff(db, actor, userCode, 'userCode');
  if (input.UserCode !== undefined && input.UserCode !== userCode) {
    await findReachableStaff(db, actor, input.UserCode, 'UserCode');
    throw new BadRequest('UserCode: names another user than the address');
  }
  const roleCodes = input.RoleCodes;
  const reached = reachedAccounts(await actor.clients());
  const found = roleCodes.length
    ? await db
        .select({ id: roles.id, roleCode: roles.roleCode })
        .from(roles)
        .where(
          and(
            eq(roles.application, 'Support'),
            inArray(roles.roleCode, roleCodes),
            reached &&
              or(
                isNull(roles.accountId),
                inArray(
                  roles.accountId,
                  db.select({ id: accounts.id }).from(accounts).where(reached),
                ),
              ),
          ),
        )
    : [];
  const missing = roleCodes.find((code) => !found.some((role) => role.roleCode === code));
  if (missing) throw new NotFound(`RoleCodes: no such support role: ${missing}`);
  await assertMayAssignSupportRoles(
    db,
    actor,
    found.map((role) => role.id),
  );
  await db.transaction((tx) =>
    replaceUserRoles(
      tx,
      user.id,
      found.map((role) => role.id),
    ),
  );
}

export async function deleteSupportUser(db: Database, actor: SupportActor, userCode: string) {
  const user = await findReachableStaff(db, actor, userCode, 'id');
  if (user.userCode === actor.userCode) throw new Conflict('You cannot remove yourself');
  await db.transaction(async (tx) => {
    // Broadcasts they saved last reach no screen by condition once they are gone.
    const saved = await tx
      .selectDistinct({ accountId: broadcasts.accountId })
      .from(broadcasts)
      .where(eq(broadcasts.modifiedByUserId, user.id));
    for (const { accountId } of saved) {
      await recordSaversScopeChange(tx, accountId, sql`${user.id}::uuid`);
    }
    await deleteUserRow(tx, user.id);
  });
}
