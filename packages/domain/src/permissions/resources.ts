/** Customer-app permission components (spec 001 section 6, 000 section 6). */
export const customerResources = [
  'Broadcast',
  'CampaignBuilder',
  'PlayerClusters',
  'Screens',
  'MediaLibrary',
  'Settings',
  'Triggers',
  'InteractiveBroadcasts',
  'AccountItems',
  'RoleItems',
  'RolesAndUsers',
  'ContentType',
] as const;

export type CustomerResource = (typeof customerResources)[number];

/** Support-console components; support roles grant these per client. */
export const supportResources = [
  'SupportAccounts',
  'SupportPlayers',
  'SupportPlayerCommands',
  'SupportFormats',
  'SupportTemplates',
  'SupportApplications',
  'SupportSettings',
  'SupportOrganizations',
  'SupportUsersAndRoles',
  'SupportAlarms',
  'SupportEndpoints',
] as const;

export type SupportResource = (typeof supportResources)[number];

export type Resource = CustomerResource | SupportResource | 'Admin';
