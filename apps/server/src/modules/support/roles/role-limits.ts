import {
  conditionLeaves,
  grantsExceeding,
  readCondition,
  type PermissionLevel,
} from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { roles, userRoles } from '../../../db/schema';
import type { SavedFilter } from '../../../db/schema/columns';
import type { Database } from '../../../platform/db/database';
import { Forbidden } from '../../../platform/errors';
import { isSameFilter, loadGrants } from '../../roles';
import { knownClients, type SupportActor } from '../../scope';

/*
 * The support console's one rule of reach: a support user may hand out, edit, or act on
 * someone holding, only support roles that reach no client and grant no component beyond
 * their own. Someone who reaches every client compares grants only; someone who reaches some
 * clients only compares roles that reach nothing but clients they name (a fixed list or
 * `Clients In` nodes), each of them a client the caller reaches, and never changes the clients
 * filter of a role they hold, since that filter is what limits them.
 */

/** A support role as the rule reads it. */
export interface SupportRoleRights {
  id: string;
  clientsFilter: SavedFilter | null;
  grants: Readonly<Record<string, PermissionLevel>>;
}

type Leaves = ReturnType<typeof conditionLeaves>;

/**
 * Whether a filter can only reach clients it names: a fixed list, or a condition made of
 * `Clients In` nodes alone. Organizations, name searches and exclusions reach clients nobody
 * listed, so a filter using them, like no filter at all, is only the fully trusted's.
 */
export function reachesOnlyNamedClients(list: readonly string[], leaves: Leaves): boolean {
  if (list.length === 0 && leaves.length === 0) return false;
  return leaves.every(({ leaf }) => leaf.nodeType === 'Clients' && leaf.codeCondition === 'In');
}

/** The clients a stored filter names, or undefined when it reaches clients it does not name. */
function namedClients(filter: SavedFilter | null): string[] | undefined {
  const read = readCondition(filter?.condition);
  if ('problem' in read) return undefined;
  const list = filter?.fixedPlayerList ?? [];
  const leaves = read.condition ? conditionLeaves(read.condition) : [];
  if (!reachesOnlyNamedClients(list, leaves)) return undefined;
  return [...list, ...leaves.flatMap(({ leaf }) => leaf.codes)];
}

/** The ids of those roles that reach a client or grant a component beyond the caller. */
export async function rolesBeyondCaller(
  db: Database,
  actor: SupportActor,
  candidates: readonly SupportRoleRights[],
): Promise<Set<string>> {
  const beyond = new Set(
    candidates
      .filter((role) => grantsExceeding(role.grants, actor.authorisation).length > 0)
      .map((role) => role.id),
  );
  const reach = await actor.clients();
  if (reach.isEveryClient) return beyond;
  const named = new Map(candidates.map((role) => [role.id, namedClients(role.clientsFilter)]));
  const codes = [...new Set([...named.values()].flatMap((listed) => listed ?? []))];
  const known = await knownClients(db, reach, codes);
  for (const [id, listed] of named) {
    if (!listed || listed.some((code) => !known.has(code))) beyond.add(id);
  }
  return beyond;
}

/** Support roles with their filters and grants; every support role when no ids are given. */
export async function loadSupportRoleRights(
  db: Database,
  roleIds?: readonly string[],
): Promise<SupportRoleRights[]> {
  if (roleIds?.length === 0) return [];
  const rows = await db
    .select({ id: roles.id, clientsFilter: roles.clientsFilter })
    .from(roles)
    .where(
      and(eq(roles.application, 'Support'), roleIds ? inArray(roles.id, [...roleIds]) : undefined),
    );
  const grants = await loadGrants(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, grants: grants.get(row.id) ?? {} }));
}

/** 403 naming the field when the role reaches a client or grants a component beyond the caller. */
export async function assertRoleWithinCaller(
  db: Database,
  actor: SupportActor,
  role: SupportRoleRights,
  field: string,
) {
  if ((await rolesBeyondCaller(db, actor, [role])).size > 0) {
    throw new Forbidden(`${field}: this role reaches clients or grants components beyond your own`);
  }
}

/**
 * 403 when a caller who reaches only some clients would change the clients filter of a role
 * they hold: that filter is what limits them, whatever it is changed to.
 */
export async function assertKeepsOwnLimit(
  db: Database,
  actor: SupportActor,
  role: { id: string; clientsFilter: SavedFilter | null },
  clientsFilter: SavedFilter | null,
) {
  if (isSameFilter(role.clientsFilter, clientsFilter)) return;
  if ((await actor.clients()).isEveryClient) return;
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, actor.userId), eq(userRoles.roleId, role.id)));
  if (held) {
    throw new Forbidden(
      'ClientsFilter: you hold this role, so you cannot change its clients filter',
    );
  }
}
