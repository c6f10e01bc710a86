import { supportResources, type PermissionLevel } from '@marquee/domain';

/** The demo support user's role: every support console component. */
export const supportAdministratorRole = {
  name: 'Support administrator',
  description: 'Full access to the support console.',
  permissions: supportResources.map((resource) => ({
    componentCode: resource,
    permission: 'AddAndEdit' as PermissionLevel,
  })),
};
