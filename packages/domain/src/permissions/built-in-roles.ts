import type { PermissionLevel } from './permission-levels';
import { signagePlayerComponents, uniqueCodeOf } from './components';

export const builtInRoleNames = ['Administrator', 'Publisher', 'User'] as const;
export type BuiltInRoleName = (typeof builtInRoleNames)[number];

/** A role's grants: unique code (component or `component.subPart`) to level. */
export type RoleGrants = Readonly<Record<string, PermissionLevel>>;

function everything(level: PermissionLevel): RoleGrants {
  const grants: Record<string, PermissionLevel> = {};
  for (const component of signagePlayerComponents) {
    if (component.isAccountComponent) continue;
    grants[component.componentCode] = level;
    for (const part of component.subParts) {
      const top = part.levels.includes(level) ? level : part.levels[part.levels.length - 1];
      if (top) grants[uniqueCodeOf(component.componentCode, part.componentSubPartCode)] = top;
    }
  }
  return grants;
}

/**
 * The roles every account starts with. Administrator may do everything; Publisher manages
 * content and screens but not users or settings, and keeps the saved filters of the lists it
 * works in (items it only reads); User views screens and broadcasts and keeps a media library.
 */
export const builtInRoles: Readonly<
  Record<BuiltInRoleName, { description: string; grants: RoleGrants }>
> = {
  Administrator: { description: 'Full access to the account', grants: everything('AddAndEdit') },
  Publisher: {
    description: 'Publishes content on screens',
    grants: {
      Broadcast: 'AddAndEdit',
      CampaignBuilder: 'AddAndEdit',
      PlayerClusters: 'AddAndEdit',
      Screens: 'AddAndEdit',
      'Screens.Filter': 'AddAndEdit',
      'Screens.RestrictedMedia': 'Enabled',
      MediaLibrary: 'AddAndEdit',
      'MediaLibrary.Filter': 'AddAndEdit',
      'MediaLibrary.Upload': 'AddAndEdit',
      Triggers: 'ViewOnly',
      InteractiveBroadcasts: 'AddAndEdit',
      AccountItems: 'ViewOnly',
      'AccountItems.Filter': 'AddAndEdit',
      RoleItems: 'ViewOnly',
    },
  },
  User: {
    description: 'Views screens and broadcasts and keeps media',
    grants: {
      Broadcast: 'ViewOnly',
      Screens: 'ViewOnly',
      MediaLibrary: 'AddAndEdit',
      'MediaLibrary.Upload': 'AddAndEdit',
    },
  },
};
