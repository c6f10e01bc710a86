import {
  createPlayerSettingDefinition,
  deletePlayerSettingDefinition,
  listPlayerSettingDefinitions,
  listPlayerSettings,
  locationOverview,
  savePlayerSettings,
  searchOverviewPlayers,
  updatePlayerSettingDefinition,
} from '@marquee/contracts';
import type { SettingLevel } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationLookup, PickerSearch, PlayerLookup } from '@/kit/code-picker';
import { searchableText } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import { definitionFieldsOf } from './definition-draft';
import type { DefinitionDraft, SettingChange } from './setting-types';

const settingsKey = ['support', 'playerSettings'] as const;

/** Which settings a view shows: the account's, one location's or one screen's. */
export interface LevelTarget {
  accountCode: string;
  type: SettingLevel;
  /** The location's code (Location) or the screen's (Player); none for Account. */
  targetCode?: string;
}

const targetFields = ({ accountCode, type, targetCode }: LevelTarget) => ({
  accountCode,
  type,
  ...(type === 'Location' ? { locationCode: targetCode } : {}),
  ...(type === 'Player' ? { code: targetCode } : {}),
});

/** Every setting at one level with its value there and where that value comes from. */
export function levelSettingsQuery(target: LevelTarget) {
  return queryOptions({
    queryKey: [...settingsKey, 'values', target.accountCode, target.type, target.targetCode ?? ''],
    queryFn: ({ signal }) =>
      callApi(listPlayerSettings, { query: targetFields(target), signal, isQuiet: true }),
    select: (answer) => answer.playerSettings,
    retry: false,
  });
}

/**
 * Saves the changed settings of one level. Quiet: the page shows the server's refusal (naming
 * `settings[n].value`) itself, or its own text when the server gave none.
 */
export function useSaveLevelSettings(target: LevelTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SettingChange[]) =>
      callApi(savePlayerSettings, {
        body: { ...targetFields(target), settings },
        isQuiet: true,
      }),
    // Values below and above this level may read differently now: every level loads again.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...settingsKey, 'values', target.accountCode] }),
  });
}

/** The built-in definitions and the account's own. */
export function definitionsQuery(accountCode: string) {
  return queryOptions({
    queryKey: [...settingsKey, 'definitions', accountCode],
    queryFn: ({ signal }) =>
      callApi(listPlayerSettingDefinitions, { query: { accountCode }, signal, isQuiet: true }),
    select: (answer) => answer.definitions,
    retry: false,
  });
}

/**
 * Stores a new definition or changes one of the account's; a change that stored values would
 * stop fitting is refused (409) with the server's reason, shown in the editor.
 */
export function useSaveDefinition(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: DefinitionDraft) => {
      const { storedCode, playerSettingDefinitionCode } = draft;
      const fields = definitionFieldsOf(draft);
      const answer = storedCode
        ? await callApi(updatePlayerSettingDefinition, {
            params: { code: storedCode },
            body: { accountCode, ...fields },
            isQuiet: true,
          })
        : await callApi(createPlayerSettingDefinition, {
            body: { accountCode, playerSettingDefinitionCode, ...fields },
            isQuiet: true,
          });
      return answer.definition;
    },
    // A definition change reloads the settings of every level (spec 000 section 4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

/** Removes one of the account's definitions with all its values; answers how many went. */
export function useDeleteDefinition(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await callApi(deletePlayerSettingDefinition, {
          params: { code, account: accountCode },
          isQuiet: true,
        })
      ).removedValues,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

/** The account's locations by name, as the location picker reads them. */
export function accountLocationSearch(accountCode: string): PickerSearch<LocationLookup> {
  return async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(locationOverview, {
      body: {
        accountCode,
        searchText: searchableText(searchText),
        order: 'asc',
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return {
      items: answer.locationOverview.map(({ locationCode, name }) => ({ locationCode, name })),
      hasMore: answer.hasMore,
    };
  };
}

/** The account's screens by name, as the screen picker reads them. */
export function accountPlayerSearch(accountCode: string): PickerSearch<PlayerLookup> {
  return async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchOverviewPlayers, {
      body: {
        accountCode,
        searchText: searchableText(searchText),
        order: 'asc',
        orderBy: 'name',
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return {
      items: answer.accountsAndPlayers.map(({ playerCode, name }) => ({ id: playerCode, name })),
      hasMore: answer.hasMore,
    };
  };
}
