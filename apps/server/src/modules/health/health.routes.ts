import { getHealth } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { serverVersion } from '../../platform/version';
import { isDatabaseUp } from './health.service';

export const healthRoutes = [
  defineRoute(
    getHealth,
    async ({ request, reply }) => {
      const isUp = await isDatabaseUp(request.server.database);
      if (!isUp) reply.code(503);
      return {
        success: isUp ? ok : { ok: false, message: 'The database is not available yet' },
        database: isUp ? 'up' : 'down',
        version: serverVersion,
      } as const;
    },
    { needsDatabase: false },
  ),
];
