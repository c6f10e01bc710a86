import type { Authorisation } from '../permissions/authorisation';
import type { CustomerResource } from '../permissions/resources';

/**
 * The applications support staff switch on or off per account (spec 000 "Applications"), each
 * with the customer-app components it brings. Every one is on unless switched off.
 */
export const accountApplications = [
  {
    applicationCode: 'Campaigns',
    applicationName: 'Campaigns',
    components: ['CampaignBuilder', 'PlayerClusters'],
  },
  { applicationCode: 'Triggers', applicationName: 'Triggers', components: ['Triggers'] },
  {
    applicationCode: 'LocalSelections',
    applicationName: 'Local selections',
    components: ['InteractiveBroadcasts'],
  },
  { applicationCode: 'Items', applicationName: 'Items', components: ['AccountItems', 'RoleItems'] },
  { applicationCode: 'Signs', applicationName: 'Signs', components: [] },
  { applicationCode: 'Unsplash', applicationName: 'Unsplash', components: [] },
  { applicationCode: 'SocialChannels', applicationName: 'Social channels', components: [] },
  { applicationCode: 'ContentType', applicationName: 'Content type', components: ['ContentType'] },
] as const satisfies readonly {
  applicationCode: string;
  applicationName: string;
  components: readonly CustomerResource[];
}[];

export type AccountApplicationCode = (typeof accountApplications)[number]['applicationCode'];

export const accountApplicationCodes: readonly AccountApplicationCode[] = accountApplications.map(
  (application) => application.applicationCode,
);

export function isAccountApplicationCode(code: string): code is AccountApplicationCode {
  return (accountApplicationCodes as readonly string[]).includes(code);
}

/**
 * A user's authorisation in an account: the components of a switched-off application read
 * `Disabled` whatever the roles grant, and an account component (ContentType), which roles never
 * hold, reads `Enabled` while its application is on.
 */
export function applyAccountApplications(
  authorisation: Readonly<Authorisation>,
  disabled: readonly string[],
): Authorisation {
  const applied: Authorisation = { ...authorisation, ContentType: 'Enabled' };
  for (const application of accountApplications) {
    if (!disabled.includes(application.applicationCode)) continue;
    for (const component of application.components) applied[component] = 'Disabled';
  }
  return applied;
}
