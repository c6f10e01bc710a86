import {
  grantableCodes,
  signagePlayerComponents,
  uniqueCodeOf,
  type ApplicationCode,
  type PermissionLevel,
} from '@marquee/domain';
import { BadRequest } from '../../platform/errors';
import { grantColumns } from './create-built-in-roles';

const accountComponentCodes = new Set(
  signagePlayerComponents.filter((c) => c.isAccountComponent).map((c) => c.componentCode as string),
);

/**
 * Checks a role's grants against its application's components and turns them into rows.
 * Account components are features of the account, so roles never store them (spec 000 section 5).
 */
export function grantRows(
  application: ApplicationCode,
  grants: ReadonlyArray<{ UniqueCode: string; Permission: PermissionLevel }>,
) {
  const allowed = grantableCodes(application);
  const rows = new Map<
    string,
    { componentCode: string; subPartCode: string | null; permission: PermissionLevel }
  >();
  grants.forEach((grant, index) => {
    const levels = allowed.get(grant.UniqueCode);
    if (!levels) {
      throw new BadRequest(
        `ComponentsAndSubParts[${index}].UniqueCode: unknown component ${grant.UniqueCode}`,
      );
    }
    if (!levels.includes(grant.Permission)) {
      throw new BadRequest(
        `ComponentsAndSubParts[${index}].Permission: ${grant.UniqueCode} accepts ${levels.join(', ')}`,
      );
    }
    const columns = grantColumns(grant.UniqueCode);
    if (accountComponentCodes.has(columns.componentCode)) return;
    rows.set(grant.UniqueCode, { ...columns, permission: grant.Permission });
  });
  return [...rows.values()];
}

/** Rows as `grantRows` makes them, back to unique code to level. */
export function grantsOfRows(rows: ReturnType<typeof grantRows>): Record<string, PermissionLevel> {
  return Object.fromEntries(
    rows.map((row) => [
      uniqueCodeOf(row.componentCode, row.subPartCode ?? undefined),
      row.permission,
    ]),
  );
}
