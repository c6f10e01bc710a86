import type { Role } from '@marquee/contracts';
import {
  componentsOf,
  uniqueCodeOf,
  type ApplicationCode,
  type PermissionLevel,
} from '@marquee/domain';
import type { SavedFilter } from '../../db/schema/columns';

type Components = Role['components'];

/** The components of an application with the levels a role grants (defaults where it grants none). */
export function componentsView(
  application: ApplicationCode,
  grants: Record<string, PermissionLevel> = {},
): Components {
  return componentsOf(application).map((component) => ({
    componentCode: component.componentCode,
    id: component.componentCode,
    defaultPermission: component.defaultPermission,
    permission: grants[component.componentCode] ?? component.defaultPermission,
    isAccountComponent: component.isAccountComponent,
    levels: [...component.levels],
    subParts: component.subParts.map((part) => {
      const code = uniqueCodeOf(component.componentCode, part.componentSubPartCode);
      return {
        componentSubPartCode: part.componentSubPartCode,
        id: code,
        permission: grants[code] ?? part.defaultPermission,
        defaultPermission: part.defaultPermission,
        levels: [...part.levels],
      };
    }),
  }));
}

type RoleFilter = Role['screensComponent'];

/**
 * Saved filters travel with the spec's capitalised names. What is stored passed the role
 * filter schema on its way in, so it is read back as that shape.
 */
export function filterView(filter: SavedFilter | null): RoleFilter {
  if (!filter) return null;
  return {
    Condition: filter.condition as NonNullable<RoleFilter>['Condition'],
    ConditionLookups: filter.conditionLookups as NonNullable<RoleFilter>['ConditionLookups'],
    FixedPlayerList: filter.fixedPlayerList,
  };
}

export function filterColumns(
  filter:
    | { Condition?: unknown; ConditionLookups?: unknown; FixedPlayerList?: string[] }
    | null
    | undefined,
): SavedFilter | null {
  if (!filter) return null;
  return {
    condition: filter.Condition ?? null,
    conditionLookups: filter.ConditionLookups,
    fixedPlayerList: filter.FixedPlayerList,
  };
}

export interface RoleRow {
  roleCode: string;
  name: string;
  description: string;
  isBuiltin: boolean;
  screensFilter: SavedFilter | null;
  mediaFilter: SavedFilter | null;
}

export function roleView(
  row: RoleRow,
  application: ApplicationCode,
  grants: Record<string, PermissionLevel>,
): Role {
  return {
    roleCode: row.roleCode,
    roleName: row.name,
    roleDescription: row.description,
    isBuiltIn: row.isBuiltin,
    components: componentsView(application, grants),
    screensComponent: filterView(row.screensFilter),
    mediaLibraryComponent: filterView(row.mediaFilter),
  };
}
