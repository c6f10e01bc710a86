import {
  IconBolt,
  IconBroadcast,
  IconDeviceDesktop,
  IconHandFinger,
  IconHelp,
  IconPackage,
  IconPhoto,
  IconSettings,
  IconTopologyStar3,
  IconUsers,
} from '@tabler/icons-react';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { lazyPage } from '@/lib/routing/lazy-page';
import { editOf, viewOf } from '@/lib/routing/requirements';

/** Built on demand so a build of the other configuration drops this table and its pages. */
export function buildPlayerRouteTable(): RouteTable {
  const pages = {
    broadcasts: lazyPage(() => import('@/features/broadcasts/broadcasts-page')),
    campaigns: lazyPage(() => import('@/features/campaigns/campaigns-page')),
    clusters: lazyPage(() => import('@/features/clusters/clusters-page')),
    screens: lazyPage(() => import('@/features/screens/screens-page')),
    media: lazyPage(() => import('@/features/media/media-page')),
    signs: lazyPage(() => import('@/features/signs/signs-page')),
    help: lazyPage(() => import('@/features/help/help-page')),
    settings: lazyPage(() => import('@/features/settings/settings-page')),
    triggers: lazyPage(() => import('@/features/triggers/triggers-page')),
    localSelections: lazyPage(() => import('@/features/local-selections/local-selections-page')),
    items: lazyPage(() => import('@/features/items/items-page')),
    users: lazyPage(() => import('@/features/users/users-page')),
    roles: lazyPage(() => import('@/features/roles/roles-page')),
  };

  const broadcastCrumb = { labelKey: 'nav.broadcast', to: 'Broadcast' };
  const screensCrumb = { labelKey: 'nav.screens', to: 'Screens' };
  const mediaCrumb = { labelKey: 'nav.media', to: 'MediaView' };
  const triggersCrumb = { labelKey: 'nav.triggers', to: 'TriggerView' };
  const itemsCrumb = { labelKey: 'nav.items', to: 'ItemsView' };
  const clustersCrumb = { labelKey: 'nav.clusters', to: 'Clusters' };
  const crumb = (labelKey: string) => ({ labelKey });

  const main = 'main' as const;
  const fullscreen = 'fullscreen' as const;

  /** The customer app's routes: spec 001 section 2, row for row. */
  const routes: AppRoute[] = [
    { name: 'Broadcast', path: '/broadcast', requires: viewOf('Broadcast'), area: main, titleKey: 'routes.broadcast', breadcrumbs: [crumb('nav.broadcast')], page: pages.broadcasts },
    { name: 'BroadcastNew', path: '/broadcast/new/details', requires: editOf('Broadcast'), fallback: 'Broadcast', area: main, titleKey: 'routes.broadcastNew', breadcrumbs: [broadcastCrumb, crumb('routes.broadcastNew')], page: pages.broadcasts },
    { name: 'BroadcastDetails', path: '/broadcast/:broadcastCode/details/:isOpenFromStart', requires: editOf('Broadcast'), area: main, titleKey: 'routes.broadcastDetails', breadcrumbs: [broadcastCrumb, crumb('routes.broadcastDetails')], page: pages.broadcasts },
    { name: 'CampaignNew', path: '/campaign/new/details', requires: editOf('Broadcast', 'CampaignBuilder'), area: main, titleKey: 'routes.campaignNew', breadcrumbs: [broadcastCrumb, crumb('routes.campaignNew')], page: pages.campaigns },
    { name: 'CampaignDetails', path: '/campaign/:broadcastCode/:broadcastName/details', requires: editOf('Broadcast', 'CampaignBuilder'), area: main, titleKey: 'routes.campaignDetails', breadcrumbs: [broadcastCrumb, crumb('routes.campaignDetails')], page: pages.campaigns },
    { name: 'CampaignPreview', path: '/campaign/:broadcastCode/preview', requires: viewOf('Broadcast', 'CampaignBuilder'), area: fullscreen, titleKey: 'routes.campaignPreview', breadcrumbs: [broadcastCrumb, crumb('routes.campaignPreview')], page: pages.campaigns },
    { name: 'Clusters', path: '/broadcast/clusters', requires: viewOf('PlayerClusters'), area: main, titleKey: 'routes.clusters', breadcrumbs: [crumb('nav.clusters')], page: pages.clusters },
    { name: 'ClusterNew', path: '/broadcast/clusters/new', requires: editOf('PlayerClusters'), area: main, titleKey: 'routes.clusterNew', breadcrumbs: [clustersCrumb, crumb('routes.clusterNew')], page: pages.clusters },
    { name: 'ClusterDetails', path: '/broadcast/clusters/:clusterCode/:clusterName?', requires: editOf('PlayerClusters'), area: main, titleKey: 'routes.clusterDetails', breadcrumbs: [clustersCrumb, crumb('routes.clusterDetails')], page: pages.clusters },
    { name: 'Screens', path: '/screens', requires: viewOf('Screens'), area: main, titleKey: 'routes.screens', breadcrumbs: [crumb('nav.screens')], page: pages.screens },
    { name: 'Playlist', path: '/screens/:playerId/:playerName/playlist', requires: viewOf('Screens'), area: main, titleKey: 'routes.playlist', breadcrumbs: [screensCrumb, crumb('routes.playlist')], page: pages.screens },
    { name: 'Forecast', path: '/screens/forecast/:filterCode', requires: viewOf('Screens'), area: main, titleKey: 'routes.forecast', breadcrumbs: [screensCrumb, crumb('routes.forecast')], page: pages.screens },
    { name: 'MediaView', path: '/media', requires: viewOf('MediaLibrary'), area: main, titleKey: 'routes.media', breadcrumbs: [crumb('nav.media')], page: pages.media },
    { name: 'ScreenTemplates', path: '/screens/:target/:targetName/:channelCode/add/templates', requires: editOf('Screens'), area: main, titleKey: 'routes.templates', breadcrumbs: [screensCrumb, crumb('routes.templates')], page: pages.signs },
    { name: 'MediaTemplates', path: '/media/:target/add/templates', requires: editOf('MediaLibrary'), area: main, titleKey: 'routes.templates', breadcrumbs: [mediaCrumb, crumb('routes.templates')], page: pages.signs },
    { name: 'SignNew', path: '/templates/:target/:targetName?/signs/:mediaCode/:channelCode?', requires: editOf('MediaLibrary'), area: fullscreen, titleKey: 'routes.signNew', breadcrumbs: [mediaCrumb, crumb('routes.signNew')], page: pages.signs },
    // Permission not given by the spec; editing a sign changes the library like creating one.
    { name: 'SignEdit', path: '/templates/:target/edit/signs/:mediaCode/:targetName?', requires: editOf('MediaLibrary'), area: fullscreen, titleKey: 'routes.signEdit', breadcrumbs: [mediaCrumb, crumb('routes.signEdit')], page: pages.signs },
    { name: 'SignDuplicate', path: '/templates/:target/duplicate/signs/:mediaCode/:targetName?', requires: editOf('MediaLibrary'), area: fullscreen, titleKey: 'routes.signDuplicate', breadcrumbs: [mediaCrumb, crumb('routes.signDuplicate')], page: pages.signs },
    { name: 'Help', path: '/help', requires: [], area: main, titleKey: 'routes.help', breadcrumbs: [crumb('nav.help')], page: pages.help },
    { name: 'Settings', path: '/settings/:view?', requires: viewOf('Settings'), area: main, titleKey: 'routes.settings', breadcrumbs: [crumb('nav.settings')], page: pages.settings },
    { name: 'TriggerView', path: '/triggers', requires: viewOf('Triggers'), area: main, titleKey: 'routes.triggers', breadcrumbs: [crumb('nav.triggers')], page: pages.triggers },
    // The two trigger detail views: permission not given by the spec; they show trigger data.
    { name: 'LocationsTriggerView', path: '/triggers/locations/:triggerCode/:triggerName?', requires: viewOf('Triggers'), area: main, titleKey: 'routes.triggerLocations', breadcrumbs: [triggersCrumb, crumb('routes.triggerLocations')], page: pages.triggers },
    { name: 'PlayersTriggerView', path: '/triggers/players/:locationName/:locationCode/:triggerCode', requires: viewOf('Triggers'), area: main, titleKey: 'routes.triggerPlayers', breadcrumbs: [triggersCrumb, crumb('routes.triggerPlayers')], page: pages.triggers },
    { name: 'LocalSelections', path: '/localselections', requires: viewOf('Broadcast', 'InteractiveBroadcasts'), area: main, titleKey: 'routes.localSelections', breadcrumbs: [crumb('nav.localSelections')], page: pages.localSelections },
    { name: 'ItemsView', path: '/items', requires: viewOf('AccountItems', 'RoleItems'), area: main, titleKey: 'routes.items', breadcrumbs: [crumb('nav.items')], page: pages.items },
    { name: 'ItemsImages', path: '/items/images', requires: viewOf('AccountItems', 'RoleItems', 'MediaLibrary'), area: main, titleKey: 'routes.itemImages', breadcrumbs: [itemsCrumb, crumb('routes.itemImages')], page: pages.items },
    { name: 'ItemNew', path: '/items/new', requires: editOf('AccountItems', 'RoleItems'), fallback: 'ItemsView', area: main, titleKey: 'routes.itemNew', breadcrumbs: [itemsCrumb, crumb('routes.itemNew')], page: pages.items },
    { name: 'ItemDetails', path: '/items/:factCode', requires: editOf('AccountItems', 'RoleItems'), fallback: 'ItemsView', area: main, titleKey: 'routes.itemDetails', breadcrumbs: [itemsCrumb, crumb('routes.itemDetails')], page: pages.items },
    { name: 'Users', path: '/users', requires: viewOf('RolesAndUsers'), area: main, titleKey: 'routes.users', breadcrumbs: [crumb('nav.users')], page: pages.users },
    // Permission not given by the spec; the role editor changes who may do what.
    { name: 'Permissions', path: '/permissions/:roleCode', requires: editOf('RolesAndUsers'), area: fullscreen, titleKey: 'routes.permissions', breadcrumbs: [{ labelKey: 'nav.users', to: 'Users' }, crumb('routes.permissions')], page: pages.roles },
  ];

  return {
    routes,
    landing: '/screens',
    nav: [
      { route: 'Screens', labelKey: 'nav.screens', icon: IconDeviceDesktop },
      { route: 'Broadcast', labelKey: 'nav.broadcast', icon: IconBroadcast },
      { route: 'Clusters', labelKey: 'nav.clusters', icon: IconTopologyStar3 },
      { route: 'MediaView', labelKey: 'nav.media', icon: IconPhoto },
      { route: 'LocalSelections', labelKey: 'nav.localSelections', icon: IconHandFinger },
      { route: 'TriggerView', labelKey: 'nav.triggers', icon: IconBolt },
      { route: 'ItemsView', labelKey: 'nav.items', icon: IconPackage },
      { route: 'Users', labelKey: 'nav.users', icon: IconUsers },
      { route: 'Settings', labelKey: 'nav.settings', icon: IconSettings },
      { route: 'Help', labelKey: 'nav.help', icon: IconHelp },
    ],
  };
}
