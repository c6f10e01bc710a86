import {
  IconAlertTriangle,
  IconApps,
  IconBuildingCommunity,
  IconBuildingStore,
  IconFilter,
  IconPlugConnected,
  IconAdjustmentsHorizontal,
  IconShieldLock,
  IconTemplate,
  IconUsers,
  IconAspectRatio,
} from '@tabler/icons-react';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { featurePage } from './feature-page';
import { editOf, viewOf } from '@/lib/routing/requirements';

/** Built on demand so a build of the other configuration drops this table and its pages. */
export function buildSupportRouteTable(): RouteTable {
  const pages = {
    accounts: featurePage('accounts', () => import('@/features/accounts/accounts-page')),
    accountDetails: featurePage(
      'accounts',
      () => import('@/features/accounts/account-details-page'),
    ),
    endpoints: featurePage('endpoints', () => import('@/features/endpoints/endpoints-page')),
    endpointErrors: featurePage(
      'endpoints',
      () => import('@/features/endpoints/endpoint-errors-page'),
    ),
    alarms: featurePage('alarms', () => import('@/features/alarms/alarms-page')),
    playerFormats: featurePage(
      'player-formats',
      () => import('@/features/player-formats/player-formats-page'),
    ),
    htmlTemplates: featurePage(
      'html-templates',
      () => import('@/features/html-templates/html-templates-page'),
    ),
    applications: featurePage(
      'applications',
      () => import('@/features/applications/applications-page'),
    ),
    playerSettings: featurePage(
      'player-settings',
      () => import('@/features/player-settings/player-settings-page'),
    ),
    supportUsers: featurePage(
      'support-users',
      () => import('@/features/support-users/support-users-page'),
    ),
    supportRoles: featurePage(
      'support-roles',
      () => import('@/features/support-roles/support-roles-page'),
    ),
    organizations: featurePage(
      'organizations',
      () => import('@/features/organizations/organizations-page'),
    ),
    savedFilters: featurePage(
      'saved-filters',
      () => import('@/features/saved-filters/saved-filters-page'),
    ),
  };

  const crumb = (labelKey: string, to?: string) => ({ labelKey, to });
  const main = 'main' as const;

  /**
   * The support console's routes. The spec lists its screens (000 section 2) but
   * no table; each screen is guarded by the support component it works on.
   */
  const routes: AppRoute[] = [
    {
      name: 'Accounts',
      path: '/accounts',
      requires: viewOf('SupportAccounts'),
      area: main,
      titleKey: 'routes.accounts',
      breadcrumbs: [crumb('nav.accounts')],
      page: pages.accounts,
    },
    {
      name: 'AccountDetails',
      path: '/accounts/:accountCode',
      requires: viewOf('SupportAccounts'),
      fallback: 'Accounts',
      area: main,
      titleKey: 'routes.accountDetails',
      breadcrumbs: [crumb('nav.accounts', 'Accounts'), crumb('routes.accountDetails')],
      page: pages.accountDetails,
    },
    {
      name: 'PlayerDetails',
      path: '/accounts/:accountCode/players/:playerCode',
      requires: viewOf('SupportAccounts', 'SupportPlayers'),
      fallback: 'Accounts',
      area: main,
      titleKey: 'routes.playerDetails',
      breadcrumbs: [crumb('nav.accounts', 'Accounts'), crumb('routes.playerDetails')],
      page: pages.accountDetails,
    },
    {
      name: 'Endpoints',
      path: '/endpoints',
      requires: viewOf('SupportEndpoints'),
      area: main,
      titleKey: 'routes.endpoints',
      breadcrumbs: [crumb('nav.endpoints')],
      page: pages.endpoints,
    },
    {
      name: 'EndpointErrors',
      path: '/endpoints/:endpointId',
      requires: viewOf('SupportEndpoints'),
      fallback: 'Endpoints',
      area: main,
      titleKey: 'routes.endpointErrors',
      breadcrumbs: [crumb('nav.endpoints', 'Endpoints'), crumb('routes.endpointErrors')],
      page: pages.endpointErrors,
    },
    {
      name: 'Alarms',
      path: '/alarms',
      requires: viewOf('SupportAlarms'),
      area: main,
      titleKey: 'routes.alarms',
      breadcrumbs: [crumb('nav.alarms')],
      page: pages.alarms,
    },
    {
      name: 'PlayerFormats',
      path: '/player-formats',
      requires: viewOf('SupportFormats'),
      area: main,
      titleKey: 'routes.playerFormats',
      breadcrumbs: [crumb('nav.playerFormats')],
      page: pages.playerFormats,
    },
    {
      name: 'HtmlTemplates',
      path: '/html-templates',
      requires: viewOf('SupportTemplates'),
      area: main,
      titleKey: 'routes.htmlTemplates',
      breadcrumbs: [crumb('nav.htmlTemplates')],
      page: pages.htmlTemplates,
    },
    {
      name: 'Applications',
      path: '/applications',
      requires: viewOf('SupportApplications'),
      area: main,
      titleKey: 'routes.applications',
      breadcrumbs: [crumb('nav.applications')],
      page: pages.applications,
    },
    {
      name: 'PlayerSettings',
      path: '/player-settings',
      requires: viewOf('SupportSettings'),
      area: main,
      titleKey: 'routes.playerSettings',
      breadcrumbs: [crumb('nav.playerSettings')],
      page: pages.playerSettings,
    },
    {
      name: 'SupportUsers',
      path: '/users',
      requires: viewOf('SupportUsersAndRoles'),
      area: main,
      titleKey: 'routes.supportUsers',
      breadcrumbs: [crumb('nav.supportUsers')],
      page: pages.supportUsers,
    },
    {
      name: 'SupportRoles',
      path: '/roles',
      requires: viewOf('SupportUsersAndRoles'),
      area: main,
      titleKey: 'routes.supportRoles',
      breadcrumbs: [crumb('nav.supportRoles')],
      page: pages.supportRoles,
    },
    {
      name: 'SupportRoleNew',
      path: '/roles/new',
      requires: editOf('SupportUsersAndRoles'),
      fallback: 'SupportRoles',
      area: main,
      titleKey: 'routes.supportRoleNew',
      breadcrumbs: [crumb('nav.supportRoles', 'SupportRoles'), crumb('routes.supportRoleNew')],
      page: pages.supportRoles,
    },
    {
      name: 'SupportRoleDetails',
      path: '/roles/:clientCode/:roleCode',
      requires: editOf('SupportUsersAndRoles'),
      fallback: 'SupportRoles',
      area: main,
      titleKey: 'routes.supportRoleDetails',
      breadcrumbs: [crumb('nav.supportRoles', 'SupportRoles'), crumb('routes.supportRoleDetails')],
      page: pages.supportRoles,
    },
    {
      name: 'Organizations',
      path: '/organizations',
      requires: viewOf('SupportOrganizations'),
      area: main,
      titleKey: 'routes.organizations',
      breadcrumbs: [crumb('nav.organizations')],
      page: pages.organizations,
    },
    {
      name: 'PlayerFilters',
      path: '/player-filters',
      requires: viewOf('SupportPlayers'),
      area: main,
      titleKey: 'routes.playerFilters',
      breadcrumbs: [crumb('nav.playerFilters')],
      page: pages.savedFilters,
    },
  ];

  return {
    routes,
    landing: '/accounts',
    nav: [
      { route: 'Accounts', labelKey: 'nav.accounts', icon: IconBuildingStore },
      { route: 'Alarms', labelKey: 'nav.alarms', icon: IconAlertTriangle },
      { route: 'Endpoints', labelKey: 'nav.endpoints', icon: IconPlugConnected },
      { route: 'PlayerFormats', labelKey: 'nav.playerFormats', icon: IconAspectRatio },
      { route: 'HtmlTemplates', labelKey: 'nav.htmlTemplates', icon: IconTemplate },
      { route: 'Applications', labelKey: 'nav.applications', icon: IconApps },
      { route: 'PlayerSettings', labelKey: 'nav.playerSettings', icon: IconAdjustmentsHorizontal },
      { route: 'PlayerFilters', labelKey: 'nav.playerFilters', icon: IconFilter },
      { route: 'Organizations', labelKey: 'nav.organizations', icon: IconBuildingCommunity },
      { route: 'SupportUsers', labelKey: 'nav.supportUsers', icon: IconUsers },
      { route: 'SupportRoles', labelKey: 'nav.supportRoles', icon: IconShieldLock },
    ],
  };
}
