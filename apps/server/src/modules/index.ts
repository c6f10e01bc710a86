import type { Route } from '../platform/http/define-route';
import { accountOverviewRoutes } from './support/account-overview';
import { commentRoutes } from './support/comments';
import { endpointRoutes } from './support/endpoints';
import { alarmRoutes } from './support/alarms';
import { htmlTemplateRoutes } from './support/html-templates';
import { signTemplateRoutes } from './sign-templates';
import { broadcastRoutes } from './broadcasts';
import { channelMediaRoutes, channelRoutes, playlistRoutes } from './channels';
import { healthRoutes } from './health';
import { itemRoutes } from './items';
import { signRoutes } from './signs';
import { mediaRoutes } from './media';
import { clientConfigurationRoutes } from './identity';
import { locationRoutes } from './locations';
import { playerExcelRoutes } from './support/player-excel';
import { playerFormatRoutes } from './player-formats';
import { playerRoutes } from './players';
import { roleRoutes } from './roles';
import { savedFilterRoutes } from './saved-filters';
import { socialChannelRoutes } from './social-channels';
import { clusterRoutes } from './clusters';
import { proofOfPlayRoutes } from './proof-of-play';
import { supportAccountRoutes } from './support/accounts';
import { supportApplicationRoutes } from './support/applications';
import { supportOrganizationRoutes } from './support/organizations';
import { supportPlayerFormatRoutes } from './support/player-formats';
import { supportPlayerRoutes } from './support/players';
import { supportPlayerSettingRoutes } from './support/player-settings';
import { supportRoleRoutes } from './support/roles';
import { supportUserRoutes } from './support/users';
import { timeZoneRoutes } from './time-zones';
import { triggerRoutes } from './triggers';
import { userRoutes } from './users';

/** Every route of both backends; each call's descriptor says which backend serves it. */
export const allRoutes: readonly Route[] = [
  ...healthRoutes,
  ...timeZoneRoutes,
  ...clientConfigurationRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...supportUserRoutes,
  ...supportRoleRoutes,
  ...supportAccountRoutes,
  ...supportOrganizationRoutes,
  ...supportApplicationRoutes,
  ...supportPlayerRoutes,
  ...supportPlayerFormatRoutes,
  ...supportPlayerSettingRoutes,
  ...commentRoutes,
  ...endpointRoutes,
  ...alarmRoutes,
  ...htmlTemplateRoutes,
  ...playerExcelRoutes,
  ...accountOverviewRoutes,
  ...savedFilterRoutes,
  ...mediaRoutes,
  ...playerRoutes,
  ...playlistRoutes,
  ...locationRoutes,
  ...playerFormatRoutes,
  ...broadcastRoutes,
  ...channelRoutes,
  ...channelMediaRoutes,
  ...signTemplateRoutes,
  ...itemRoutes,
  ...signRoutes,
  ...socialChannelRoutes,
  ...clusterRoutes,
  ...triggerRoutes,
  ...proofOfPlayRoutes,
];
