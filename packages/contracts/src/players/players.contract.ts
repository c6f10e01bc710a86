import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';
import { filterConditionSchema } from '../saved-filters/filter-condition.schema';
import { pairingCodeSchema } from '../screens/screen-protocol';
import {
  mountedDirection,
  playerCodesSchema,
  playerIdParams,
  playerInformationSchema,
  playerListItemSchema,
  playerNameSchema,
  playerSettingsInput,
  playerSettingsSchema,
  playerTagSchema,
  screensEdit,
  screensView,
  tagNamesSchema,
} from './player-schemas';

export const lookupPlayerBySecret = defineCall({
  id: 'players.lookupBySecret',
  backend: 'customer',
  method: 'GET',
  path: '/api/players/lookupPlayerByPlayerSecret/{secret}',
  summary: 'Whether a screen waiting to be paired shows this code; 404 when none does.',
  access: screensEdit,
  params: z.object({ secret: pairingCodeSchema }),
  response: envelope({ found: z.boolean() }),
});

export const createPlayer = defineCall({
  id: 'players.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/players',
  summary: 'Creates a screen and pairs the waiting screen that shows the code with it.',
  access: screensEdit,
  body: z.object({
    playerSecret: pairingCodeSchema,
    name: playerNameSchema,
    playerFormatCode: codeOf('playerFormat'),
    mountedDirection: mountedDirection.default('Landscape'),
    pairScreenWithAccount: z.boolean().default(true),
    tags: tagNamesSchema.default([]),
    locationCode: codeOf('location').nullable().optional(),
  }),
  response: envelope({ player: playerListItemSchema }),
  status: 201,
});

export const playerOrderBy = z.enum(['Name', 'Location', 'Status', 'Created']).default('Name');

const playerListShape = {
  SearchText: searchText,
  OrderBy: playerOrderBy,
  Order: z.enum(['asc', 'desc']).default('asc'),
  ...pagingShape,
};

export const playerListAnswer = envelope({
  Players: z.array(playerListItemSchema),
  TotalCount: z.number().int().nullable().meta({
    description: 'Exact up to 10,000 matches; null beyond (the list then pages by hasMore).',
  }),
  ...pageAnswerShape,
});

export const listPlayers = defineCall({
  id: 'players.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/players',
  summary: 'The screens the user may see, with search and paging.',
  access: screensView,
  query: z.object(playerListShape),
  response: playerListAnswer,
});

/** A screens search: a filter condition, a search text and the list's paging. */
export const playerSearchBody = z.object({
  Condition: filterConditionSchema.optional(),
  ...playerListShape,
});

export const searchPlayers = defineCall({
  id: 'players.search',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/search',
  summary: 'The screens that match a filter condition and a search text.',
  access: screensView,
  body: playerSearchBody,
  response: playerListAnswer,
});

/**
 * A part of one screen at `/api/players/{id}/<part>`: GET reads it and PUT replaces it, and both
 * answer it as it now is.
 */
function screenPartCalls<Body extends z.ZodType, Answer extends z.ZodType>(
  part: string,
  answer: Answer,
  read: { id: string; summary: string },
  replace: { id: string; summary: string; body: Body },
) {
  const shared = {
    backend: 'customer',
    path: `/api/players/{id}/${part}`,
    params: playerIdParams,
    response: answer,
  } as const;
  return [
    defineCall({ ...shared, ...read, method: 'GET', access: screensView }),
    defineCall({ ...shared, ...replace, method: 'PUT', access: screensEdit }),
  ] as const;
}

export const [getPlayerSettings, updatePlayerSettings] = screenPartCalls(
  'settings',
  envelope({ player: playerSettingsSchema }),
  {
    id: 'players.getSettings',
    summary: "A screen's name, format, orientation, location and settings.",
  },
  {
    id: 'players.updateSettings',
    summary: "Changes a screen's name, format, orientation, location or settings.",
    body: playerSettingsInput,
  },
);

export const getPlayerInformation = defineCall({
  id: 'players.getInformation',
  backend: 'customer',
  method: 'GET',
  path: '/api/players/{id}/information',
  summary: 'What the screen last reported about itself, and its status.',
  access: screensView,
  params: playerIdParams,
  response: envelope({ information: playerInformationSchema }),
});

export const [getPlayerPermissions, updatePlayerPermissions] = screenPartCalls(
  'permissions',
  envelope({ permissionTags: z.array(z.string()) }),
  { id: 'players.getPermissions', summary: 'The permission tags of a screen.' },
  {
    id: 'players.updatePermissions',
    summary: 'Sets the permission tags of a screen.',
    body: z.object({ permissionTags: z.array(z.string().trim().min(1).max(60)).max(50) }),
  },
);

export const [getPlayerTags, setPlayerTags] = screenPartCalls(
  'tags',
  envelope({ tags: z.array(playerTagSchema) }),
  { id: 'players.getTags', summary: 'The tags of a screen.' },
  {
    id: 'players.setTags',
    summary: 'Sets the tags of a screen; new names become new tags.',
    body: z.object({ tags: tagNamesSchema }),
  },
);

const modifiedCountAnswer = envelope({ modifiedCount: z.number().int() });

/** A change to several screens at once, named by their codes; it answers how many it changed. */
function changeScreensCall<Shape extends z.ZodRawShape>(
  id: string,
  path: string,
  summary: string,
  change: Shape,
) {
  return defineCall({
    id,
    backend: 'customer',
    method: 'PUT',
    path,
    summary,
    access: screensEdit,
    body: z.object({ playerCodes: playerCodesSchema, ...change }),
    response: modifiedCountAnswer,
  });
}

export const modifyMultiplePlayers = changeScreensCall(
  'players.modifyMultiple',
  '/api/players/modifymultiple',
  'Changes the format, orientation or location of several screens at once.',
  {
    playerFormatCode: codeOf('playerFormat').optional(),
    mountedDirection: mountedDirection.optional(),
    locationCode: codeOf('location').nullable().optional(),
  },
);

export const setPlayersLocation = changeScreensCall(
  'players.setLocation',
  '/api/players/location',
  'Moves several screens to one location (or to none).',
  { locationCode: codeOf('location').nullable() },
);

export const changePlayersTags = changeScreensCall(
  'players.changeTags',
  '/api/players/tags',
  'Adds tags to several screens, or removes them (added false).',
  { tags: tagNamesSchema.min(1), added: z.boolean() },
);

export const deletePlayer = defineCall({
  id: 'players.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/players/{id}',
  summary: 'Deletes a screen; the device goes back to showing a pairing code.',
  access: screensEdit,
  params: playerIdParams,
  response: emptyAnswer,
});

export const deleteMultiplePlayers = defineCall({
  id: 'players.deleteMultiple',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/deletemultiple',
  summary: 'Deletes several screens.',
  access: screensEdit,
  body: z.object({ playerCodes: playerCodesSchema }),
  response: envelope({ deletedCount: z.number().int() }),
});

export const setShowNameInfo = defineCall({
  id: 'players.showNameInfo',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/{id}/shownameinfo',
  summary: 'Shows or hides the screen name on the screen itself.',
  access: screensEdit,
  params: playerIdParams,
  body: z.object({ showNameInfo: z.boolean() }),
  response: emptyAnswer,
});

export const replacePlayer = defineCall({
  id: 'players.replace',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/{id}/replace/{otherId}',
  summary:
    'Moves the device of screen otherId into screen id, which keeps its settings and playlist; otherId is deleted.',
  access: screensEdit,
  params: z.object({ id: codeOf('player'), otherId: codeOf('player') }),
  response: emptyAnswer,
});

export const releasePlayerCall = defineCall({
  id: 'players.release',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/{id}/release',
  summary: 'Unpairs the device; the screen keeps its settings and the device shows a new code.',
  access: screensEdit,
  params: playerIdParams,
  response: emptyAnswer,
});
