import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { accountPlayerShape, playerCodesSchema, playerHealthShape } from './player-schemas';

/*
 * The console's player drawer and commands (spec 000 section 7 "Players and accounts"). A
 * player code is unique within its account only, so every call names both.
 */

const playersView = permission('SupportPlayers', 'view');
const commandsEdit = permission('SupportPlayerCommands', 'edit');

export const supportPlayerParams = z.object({
  account: codeOf('account'),
  player: codeOf('player'),
});

/** One player as the console's drawer shows it, with what its screen last reported. */
export const supportPlayerDetailsSchema = z.object({
  ...accountPlayerShape,
  playerFormatCode: codeOf('playerFormat'),
  playerFormatName: z.string(),
  mountedDirection: z.string(),
  /** ISO 8601; null for a player made without a screen. */
  pairedAt: z.string().nullable(),
  createdAt: z.string(),
  resolution: z.string().nullable(),
  playerVersion: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** A custom status set or removed (text null), newest first. */
export const customPlayerStatusChangeSchema = z.object({
  text: z.string().nullable(),
  overwriteOnlineStatus: z.boolean(),
  setBy: z.string(),
  setAt: z.string(),
});

/** The player's status with the spec's playlist times and hashes (spec 000 section 3). */
export const supportPlayerStatusSchema = z.object({
  ...playerHealthShape,
  /** When what the screen should play last changed (playlist modified). */
  LastWriteTime: z.string().nullable(),
  /** When the screen last downloaded its playlist. */
  LastInUseTime: z.string().nullable(),
  PlaylistHashCode: z.string().nullable(),
  LastInUseHashCode: z.string().nullable(),
  errors: z.array(z.string()),
  customPlayerStatus: z
    .object({ text: z.string(), overwriteOnlineStatus: z.boolean(), setAt: z.string().nullable() })
    .nullable(),
  customPlayerStatusHistory: z.array(customPlayerStatusChangeSchema),
});

export const getSupportPlayerDetails = defineCall({
  id: 'supportPlayers.getDetails',
  backend: 'support',
  method: 'GET',
  path: '/api/players/{account}/{player}/details',
  summary: "A player's details for the console's drawer.",
  access: playersView,
  params: supportPlayerParams,
  response: envelope({ player: supportPlayerDetailsSchema }),
});

export const getSupportPlayerStatus = defineCall({
  id: 'supportPlayers.getStatus',
  backend: 'support',
  method: 'GET',
  path: '/api/players/{account}/{player}/status',
  summary: "A player's status, playlist times and hashes, and custom status history.",
  access: playersView,
  params: supportPlayerParams,
  response: envelope(supportPlayerStatusSchema.shape),
});

const commandAnswer = envelope({ commandId: z.string() });

function commandCall(id: string, path: string, summary: string) {
  return defineCall({
    id: `supportPlayers.${id}`,
    backend: 'support',
    method: 'POST',
    path: `/api/players/{account}/{player}/${path}`,
    summary,
    access: commandsEdit,
    params: supportPlayerParams,
    response: commandAnswer,
    status: 202,
  });
}

export const supportRebootPlayer = commandCall(
  'reboot',
  'reboot',
  'Tells the screen to restart its player; delivered when it is next connected.',
);
export const supportOrderPlayerScreenshot = commandCall(
  'orderScreenshot',
  'screenshot',
  'Asks the screen to capture what it shows and upload it.',
);
export const supportForcePlaylistDownload = commandCall(
  'forceDownloadPlaylist',
  'forcedownloadplaylist',
  'Tells the screen to download its playlist and media again.',
);

export const supportOrderPlayerLogs = defineCall({
  id: 'supportPlayers.orderLogs',
  backend: 'support',
  method: 'POST',
  path: '/api/players/{account}/{player}/logs',
  summary: 'Asks the screen to upload its log lines written since lastLogDateTime.',
  access: commandsEdit,
  params: supportPlayerParams,
  body: z.object({
    /** ISO 8601 with offset; absent asks for the whole log the screen keeps. */
    lastLogDateTime: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ examples: ['2026-01-01T00:00:00Z'] }),
  }),
  response: commandAnswer,
  status: 202,
});

export const supportRebootPlayers = defineCall({
  id: 'supportPlayers.rebootMultiple',
  backend: 'support',
  method: 'POST',
  path: '/api/players/{account}/rebootplayers',
  summary: "Tells several of an account's screens to restart their players.",
  access: commandsEdit,
  params: z.object({ account: codeOf('account') }),
  body: z.object({ PlayerCodes: playerCodesSchema }),
  response: envelope({ commandCount: z.number().int() }),
  status: 202,
});

export const getSupportPlayerScreenshot = defineCall({
  id: 'supportPlayers.screenshot',
  backend: 'support',
  method: 'GET',
  path: '/api/players/{account}/{player}/screenshot',
  summary:
    'The latest screenshot the screen uploaded (PNG, time in Last-Modified); 204 before the first.',
  access: playersView,
  params: supportPlayerParams,
  response: z.string().meta({ contentMediaType: 'image/png' }),
});

export const getSupportPlayerLogs = defineCall({
  id: 'supportPlayers.logs',
  backend: 'support',
  method: 'GET',
  path: '/api/players/{account}/{player}/logs',
  summary:
    'The latest log the screen uploaded (text, time in Last-Modified); 204 before the first.',
  access: playersView,
  params: supportPlayerParams,
  response: z.string().meta({ contentMediaType: 'text/plain' }),
});
