import { rankOf, type PermissionLevel } from './permission-levels';

/** Resource (or `resource.subPart`) to the level a user holds. */
export type Authorisation = Record<string, PermissionLevel>;

/** Merges the grants of a user's roles, keeping the highest level per resource. */
export function mergeAuthorisation(
  grants: Iterable<Readonly<Record<string, PermissionLevel>>>,
): Authorisation {
  const merged: Authorisation = {};
  for (const roleGrants of grants) {
    for (const [code, level] of Object.entries(roleGrants)) {
      const held = merged[code];
      if (held === undefined || rankOf(level) > rankOf(held)) merged[code] = level;
    }
  }
  return merged;
}
