import {
  addAccountComment,
  addPlayerComment,
  deleteCustomPlayerStatus,
  editCustomPlayerStatus,
  getAccountComments,
  getPlayerComments,
  getSupportPlayerDetails,
  getSupportPlayerLogs,
  getSupportPlayerScreenshot,
  getSupportPlayerStatus,
  searchOverviewPlayers,
  supportForcePlaylistDownload,
  supportOrderPlayerLogs,
  supportOrderPlayerScreenshot,
  supportRebootPlayer,
  supportRebootPlayers,
  type CallResponse,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addressOf, callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';
import { imageFileQuery, textFileQuery } from '@/shared/players/screen-files';

/** One player of one account: a player code is unique within its account only. */
export interface PlayerRef {
  account: string;
  player: string;
}

/** Players chosen together in one account's list, for a bulk command. */
export interface ChosenPlayers {
  account: string;
  playerCodes: string[];
}

const playerKey = ({ account, player }: PlayerRef) =>
  ['support', 'players', account, player] as const;
const commentsKey = (account: string, player?: string) =>
  ['support', 'comments', account, player ?? null] as const;

export const supportPlayerDetailsQuery = (ref: PlayerRef) =>
  queryOptions({
    queryKey: [...playerKey(ref), 'details'],
    queryFn: ({ signal }) => callApi(getSupportPlayerDetails, { params: ref, signal }),
    select: (answer) => answer.player,
    // A 404 names a player out of reach; asking again would not change it.
    retry: false,
  });

export const supportPlayerStatusQuery = (ref: PlayerRef) =>
  queryOptions({
    queryKey: [...playerKey(ref), 'status'],
    queryFn: ({ signal }) => callApi(getSupportPlayerStatus, { params: ref, signal }),
    retry: false,
  });

export const supportScreenshotQuery = (ref: PlayerRef) =>
  imageFileQuery(
    [...playerKey(ref), 'screenshot'],
    addressOf(getSupportPlayerScreenshot, { params: ref }),
  );

export const supportLogsQuery = (ref: PlayerRef) =>
  textFileQuery([...playerKey(ref), 'logs'], addressOf(getSupportPlayerLogs, { params: ref }));

/** The console's commands to one screen; each is delivered when the screen is next connected. */
export const supportPlayerCommands = {
  reboot: supportRebootPlayer,
  screenshot: supportOrderPlayerScreenshot,
  logs: supportOrderPlayerLogs,
  playlist: supportForcePlaylistDownload,
} as const;
export type SupportPlayerCommand = keyof typeof supportPlayerCommands;

export function sendSupportPlayerCommand(ref: PlayerRef, command: SupportPlayerCommand) {
  // Logs are ordered whole: the drawer shows the latest file the screen keeps.
  if (command === 'logs') return callApi(supportOrderPlayerLogs, { params: ref, body: {} });
  return callApi(supportPlayerCommands[command], { params: ref });
}

/** The latest comments on an account, or on one of its players when `player` is given. */
export const commentsQuery = (account: string, player?: string) =>
  queryOptions({
    queryKey: commentsKey(account, player),
    queryFn: ({ signal }) =>
      player
        ? callApi(getPlayerComments, { params: { account, player }, query: {}, signal })
        : callApi(getAccountComments, { params: { account }, query: {}, signal }),
    select: (answer) => answer.comments,
  });

export function useAddComment(account: string, player?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentContent: string) =>
      player
        ? callApi(addPlayerComment, { params: { account, player }, body: { commentContent } })
        : callApi(addAccountComment, { params: { account }, body: { commentContent } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(account, player) }),
  });
}

export type CustomStatusChange =
  { kind: 'set'; text: string; overwriteOnlineStatus: boolean } | { kind: 'remove' };

/** Sets, replaces or removes the custom status of players of one account, then shows it. */
export function useCustomStatus(account: string, playerCodes: string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CustomStatusChange) => {
      const AccountCode = account;
      if (change.kind === 'remove') {
        return callApi(deleteCustomPlayerStatus, {
          body: { AccountCode, customPlayerStatus: { playerCodes } },
        });
      }
      // PUT sets or replaces, so one call serves a first status and a change of it.
      const { text, overwriteOnlineStatus } = change;
      return callApi(editCustomPlayerStatus, {
        body: { AccountCode, customPlayerStatus: { text, overwriteOnlineStatus, playerCodes } },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'players', account] }),
  });
}

const accountPlayersOf = (answer: CallResponse<typeof searchOverviewPlayers>) =>
  answer.accountsAndPlayers;

/** The players of one account, by name, searched by the typed text. */
export function useAccountPlayers(account: string, searchText: string) {
  return useSearchList({
    queryKey: ['support', 'players', account, 'list'],
    searchText,
    // Fed by keystrokes: a search starts once typing pauses.
    debounceMs: 300,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchOverviewPlayers, {
        body: { accountCode: account, searchText, order: 'asc', orderBy: 'name', ...page },
        signal,
      }),
    itemsOf: accountPlayersOf,
  });
}

/** Tells several of the account's screens to restart their players. */
export function useRebootPlayers(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (PlayerCodes: string[]) =>
      callApi(supportRebootPlayers, { params: { account }, body: { PlayerCodes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'players', account] }),
  });
}
