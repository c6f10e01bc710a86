import {
  deletePlayer,
  getPlayerInformation,
  getPlayerLogs,
  getPlayerPermissions,
  getPlayerScreenshot,
  getPlayerSettings,
  getPlayerTags,
  orderPlayerLogs,
  orderPlayerScreenshot,
  rebootPlayer,
  releasePlayerCall,
  replacePlayer,
  setPlayerTags,
  setShowNameInfo,
  updatePlayerPermissions,
  updatePlayerSettings,
  type CallBody,
} from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi, addressOf } from '@/lib/api/call-api';
import { imageFileQuery, textFileQuery } from '@/shared/players/screen-files';
import { screensKey, useScreensMutation } from './screens.api';

const screenKey = (id: string) => [...screensKey, 'one', id] as const;

export const settingsQuery = (id: string) =>
  queryOptions({
    queryKey: [...screenKey(id), 'settings'],
    queryFn: ({ signal }) => callApi(getPlayerSettings, { params: { id }, signal }),
    select: (answer) => answer.player,
  });

export const informationQuery = (id: string) =>
  queryOptions({
    queryKey: [...screenKey(id), 'information'],
    queryFn: ({ signal }) => callApi(getPlayerInformation, { params: { id }, signal }),
    select: (answer) => answer.information,
  });

export const permissionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...screenKey(id), 'permissions'],
    queryFn: ({ signal }) => callApi(getPlayerPermissions, { params: { id }, signal }),
    select: (answer) => answer.permissionTags,
  });

export const tagsQuery = (id: string) =>
  queryOptions({
    queryKey: [...screenKey(id), 'tags'],
    queryFn: ({ signal }) => callApi(getPlayerTags, { params: { id }, signal }),
    select: (answer) => answer.tags.map((tag) => tag.name),
  });

export const screenshotQuery = (id: string) =>
  imageFileQuery(
    [...screenKey(id), 'screenshot'],
    addressOf(getPlayerScreenshot, { params: { id } }),
  );

export const logsQuery = (id: string) =>
  textFileQuery([...screenKey(id), 'logs'], addressOf(getPlayerLogs, { params: { id } }));

export function useUpdateSettings(id: string) {
  return useScreensMutation((body: CallBody<typeof updatePlayerSettings>) =>
    callApi(updatePlayerSettings, { params: { id }, body }),
  );
}

export function useSetShowName(id: string) {
  return useScreensMutation((showNameInfo: boolean) =>
    callApi(setShowNameInfo, { params: { id }, body: { showNameInfo } }),
  );
}

export function useUpdatePermissions(id: string) {
  return useScreensMutation((permissionTags: string[]) =>
    callApi(updatePlayerPermissions, { params: { id }, body: { permissionTags } }),
  );
}

export function useSetTags(id: string) {
  return useScreensMutation((tags: string[]) =>
    callApi(setPlayerTags, { params: { id }, body: { tags } }),
  );
}

export function useReplaceScreen(id: string) {
  return useScreensMutation((otherId: string) =>
    callApi(replacePlayer, { params: { id, otherId } }),
  );
}

export function useReleaseScreen(id: string) {
  return useScreensMutation(() => callApi(releasePlayerCall, { params: { id } }));
}

export function useDeleteScreen(id: string) {
  return useScreensMutation(() => callApi(deletePlayer, { params: { id } }));
}

/** The remote commands of one screen; each is delivered when the screen is next connected. */
export const screenCommands = {
  reboot: rebootPlayer,
  logs: orderPlayerLogs,
  screenshot: orderPlayerScreenshot,
} as const;
