import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { playerCodesSchema, playerIdParams, screensEdit, screensView } from './player-schemas';

const commandAnswer = envelope({ commandId: z.string() });

export const rebootPlayer = defineCall({
  id: 'players.reboot',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/{id}/reboot',
  summary: 'Tells the screen to restart its player; delivered when it is next connected.',
  access: screensEdit,
  params: playerIdParams,
  response: commandAnswer,
  status: 202,
});

export const rebootPlayers = defineCall({
  id: 'players.rebootMultiple',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/rebootplayers',
  summary: 'Tells several screens to restart their players.',
  access: screensEdit,
  body: z.object({ PlayerCodes: playerCodesSchema }),
  response: envelope({ commandCount: z.number().int() }),
  status: 202,
});

export const orderPlayerLogs = defineCall({
  id: 'players.orderLogs',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/{id}/logs',
  summary: 'Asks the screen to upload its log.',
  access: screensEdit,
  params: playerIdParams,
  response: commandAnswer,
  status: 202,
});

export const orderPlayerScreenshot = defineCall({
  id: 'players.orderScreenshot',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/{id}/screenshot',
  summary: 'Asks the screen to capture what it shows and upload it.',
  access: screensEdit,
  params: playerIdParams,
  response: commandAnswer,
  status: 202,
});

/**
 * The latest screenshot: the answer is the PNG itself (`image/png`), with its time in the
 * `Last-Modified` header; 204 No Content until the screen has sent one.
 */
export const getPlayerScreenshot = defineCall({
  id: 'players.screenshot',
  backend: 'customer',
  method: 'GET',
  path: '/api/players/{id}/screenshot',
  summary:
    'The latest screenshot the screen uploaded (PNG, time in Last-Modified); 204 before the first.',
  access: screensView,
  params: playerIdParams,
  response: z.string().meta({ contentMediaType: 'image/png' }),
});

/**
 * The latest log: plain text, its time in `Last-Modified`; 204 No Content until the screen has
 * sent one.
 */
export const getPlayerLogs = defineCall({
  id: 'players.logs',
  backend: 'customer',
  method: 'GET',
  path: '/api/players/{id}/logs',
  summary:
    'The latest log the screen uploaded (text, time in Last-Modified); 204 before the first.',
  access: screensView,
  params: playerIdParams,
  response: z.string().meta({ contentMediaType: 'text/plain' }),
});
