import type { CallBody, supportRoleSchema } from '@marquee/contracts';
import type { PermissionLevel } from '@marquee/domain';
import type { z } from 'zod';
import type { createSupportRole } from '@marquee/contracts';

export type SupportRole = z.infer<typeof supportRoleSchema>;
export type RoleComponent = SupportRole['components'][number];
export type Grant = CallBody<typeof createSupportRole>['ComponentsAndSubParts'][number];

/** A grant's code: the component, or component and sub-part joined by a dot. */
export const grantCodeOf = (componentCode: string, subPartCode?: string) =>
  subPartCode ? `${componentCode}.${subPartCode}` : componentCode;

/** The levels the editor starts from: what the role holds, each component and sub-part. */
export function levelsOf(components: readonly RoleComponent[]): Record<string, PermissionLevel> {
  const levels: Record<string, PermissionLevel> = {};
  for (const component of components) {
    levels[grantCodeOf(component.componentCode)] = component.permission;
    for (const part of component.subParts)
      levels[grantCodeOf(component.componentCode, part.componentSubPartCode)] = part.permission;
  }
  return levels;
}

/**
 * The permissions a role saves. Account components are switched for an account as a whole,
 * never per role, so they are left out whatever the editor shows for them.
 */
export function grantsToSave(
  components: readonly RoleComponent[],
  levels: Readonly<Record<string, PermissionLevel>>,
): Grant[] {
  const grants: Grant[] = [];
  for (const component of components) {
    if (component.isAccountComponent) continue;
    const code = grantCodeOf(component.componentCode);
    grants.push({ UniqueCode: code, Permission: levels[code] ?? component.defaultPermission });
    for (const part of component.subParts) {
      const partCode = grantCodeOf(component.componentCode, part.componentSubPartCode);
      grants.push({ UniqueCode: partCode, Permission: levels[partCode] ?? part.defaultPermission });
    }
  }
  return grants;
}
