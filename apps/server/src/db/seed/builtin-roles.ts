import type { PermissionLevel } from '@marquee/domain';
import { customerResources, supportResources, type CustomerResource } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { rolePermissions, roles } from '../schema';

const contentResources: readonly CustomerResource[] = [
  'Broadcast',
  'CampaignBuilder',
  'MediaLibrary',
  'InteractiveBroadcasts',
  'AccountItems',
  'RoleItems',
  'ContentType',
];
const staffOnlyResources: readonly CustomerResource[] = ['Settings', 'RolesAndUsers'];

function levels(pick: (resource: CustomerResource) => PermissionLevel) {
  return customerResources.map((resource) => ({
    componentCode: resource,
    permission: pick(resource),
  }));
}

/** Spec built-in roles: administrators edit everything, publishers edit content and view screens. */
export const builtinRoles = [
  {
    name: 'Administrator',
    description: 'Adds and edits everything in the account.',
    permissions: levels(() => 'AddAndEdit'),
  },
  {
    name: 'Publisher',
    description: 'Edits content and broadcasts; views screens.',
    permissions: levels((resource) =>
      contentResources.includes(resource)
        ? 'AddAndEdit'
        : staffOnlyResources.includes(resource)
          ? 'None'
          : 'ViewOnly',
    ),
  },
  {
    name: 'User',
    description: 'Views content and screens.',
    permissions: levels((resource) =>
      staffOnlyResources.includes(resource) ? 'None' : 'ViewOnly',
    ),
  },
] as const;

export const supportAdministratorRole = {
  name: 'Support administrator',
  description: 'Full access to the support console.',
  permissions: supportResources.map((resource) => ({
    componentCode: resource,
    permission: 'AddAndEdit' as PermissionLevel,
  })),
};

/** The account's built-in roles; returns the Administrator role's id. */
export async function insertBuiltinRoles(db: Database, accountId: string): Promise<string> {
  let administratorId: string | undefined;
  for (const role of builtinRoles) {
    const [row] = await db
      .insert(roles)
      .values({ accountId, name: role.name, description: role.description, isBuiltin: true })
      .returning({ id: roles.id });
    if (!row) throw new Error(`Seeding role ${role.name} returned no row`);
    await db
      .insert(rolePermissions)
      .values(role.permissions.map((permission) => ({ ...permission, roleId: row.id })));
    if (role.name === 'Administrator') administratorId = row.id;
  }
  if (!administratorId) throw new Error('The built-in roles lack Administrator');
  return administratorId;
}
