/** Permission levels as the spec names them; several share a rank. */
export const permissionLevels = [
  'None',
  'Hide',
  'Disabled',
  'ViewOnly',
  'ViewOnSameLocationOnly',
  'AddAndEdit',
  'AddAndEditOnSameLocationOnly',
  'Enabled',
] as const;

export type PermissionLevel = (typeof permissionLevels)[number];

const ranks: Record<PermissionLevel, number> = {
  None: 0,
  Hide: 0,
  Disabled: 0,
  ViewOnly: 10,
  ViewOnSameLocationOnly: 10,
  AddAndEdit: 50,
  AddAndEditOnSameLocationOnly: 50,
  Enabled: 1000,
};

export function rankOf(level: PermissionLevel | undefined): number {
  return level === undefined ? 0 : ranks[level];
}

/** The two actions a route or screen asks for. */
export type PermissionAction = 'view' | 'edit';

export const actionLevel: Record<PermissionAction, PermissionLevel> = {
  view: 'ViewOnly',
  edit: 'AddAndEdit',
};
