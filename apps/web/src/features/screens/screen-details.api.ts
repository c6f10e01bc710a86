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
import { apiHandlers } from '@/lib/api/api-handlers';
import { callApi, addressOf } from '@/lib/api/call-api';
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

/** A file the screen uploaded, with when; null until it has sent one. */
export interface ScreenFile<T> {
  content: T;
  modifiedAt: Date | null;
}

async function fetchScreenFile(address: string): Promise<Response | null> {
  const token = apiHandlers.accessToken();
  const response = await fetch(address, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response;
}

function modifiedAtOf(response: Response): Date | null {
  const header = response.headers.get('last-modified');
  return header ? new Date(header) : null;
}

export const screenshotQuery = (id: string) =>
  queryOptions({
    queryKey: [...screenKey(id), 'screenshot'],
    queryFn: async (): Promise<ScreenFile<Blob> | null> => {
      const response = await fetchScreenFile(addressOf(getPlayerScreenshot, { params: { id } }));
      return response && { content: await response.blob(), modifiedAt: modifiedAtOf(response) };
    },
  });

export const logsQuery = (id: string) =>
  queryOptions({
    queryKey: [...screenKey(id), 'logs'],
    queryFn: async (): Promise<ScreenFile<string> | null> => {
      const response = await fetchScreenFile(addressOf(getPlayerLogs, { params: { id } }));
      return response && { content: await response.text(), modifiedAt: modifiedAtOf(response) };
    },
  });

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
export type ScreenCommand = keyof typeof screenCommands;

export function useScreenCommand(id: string) {
  return useScreensMutation((command: ScreenCommand) =>
    callApi(screenCommands[command], { params: { id } }),
  );
}
