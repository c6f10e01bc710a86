import {
  createTrigger,
  createTriggerKey,
  deleteTrigger,
  getTrigger,
  listLocationPlayerTriggerSettings,
  listLocationTriggerSettings,
  listTriggerKeys,
  removeLocationTrigger,
  removePlayerTrigger,
  restoreLocationTrigger,
  restorePlayerTrigger,
  revokeTriggerKey,
  setAccountTriggerSetting,
  setLocationTriggerSetting,
  setPlayerTriggerSetting,
  updateTrigger,
  type AccountTrigger,
  type TriggerInput,
  type TriggerSettingInput,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

export const triggersKey = ['triggers'] as const;

export type TriggerGroup = AccountTrigger['trigger']['triggerGroup'];
export type TriggerOrderBy = 'Name' | 'TriggerGroup';

export const triggerQuery = (triggerCode: string) =>
  queryOptions({
    queryKey: [...triggersKey, 'one', triggerCode],
    queryFn: ({ signal }) =>
      callApi(getTrigger, { params: { triggerCode }, signal, isQuiet: true }),
    select: (answer) => answer.accountTrigger,
  });

export const triggerLocationsQuery = (triggerCode: string) =>
  queryOptions({
    queryKey: [...triggersKey, 'locations', triggerCode],
    queryFn: ({ signal }) =>
      callApi(listLocationTriggerSettings, { params: { triggerCode }, signal, isQuiet: true }),
    select: (answer) => answer.locations,
  });

export const triggerPlayersQuery = (triggerCode: string, locationCode: string) =>
  queryOptions({
    queryKey: [...triggersKey, 'players', triggerCode, locationCode],
    queryFn: ({ signal }) =>
      callApi(listLocationPlayerTriggerSettings, {
        params: { triggerCode, locationCode },
        signal,
        isQuiet: true,
      }),
    select: (answer) => answer.players,
  });

export const triggerKeysQuery = () =>
  queryOptions({
    queryKey: [...triggersKey, 'keys'],
    queryFn: ({ signal }) => callApi(listTriggerKeys, { signal, isQuiet: true }),
    select: (answer) => answer.keys,
  });

function useTriggersMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: triggersKey }),
  });
}

/** Adds a trigger, or changes the one `triggerCode` names, with its account setting. */
export function useSaveTrigger(triggerCode: string | null) {
  return useTriggersMutation(
    async (body: TriggerInput): Promise<AccountTrigger> =>
      (triggerCode
        ? await callApi(updateTrigger, { params: { triggerCode }, body, isQuiet: true })
        : await callApi(createTrigger, { body, isQuiet: true })
      ).accountTrigger,
  );
}

export function useDeleteTrigger() {
  return useTriggersMutation((triggerCode: string) =>
    callApi(deleteTrigger, { params: { triggerCode }, isQuiet: true }),
  );
}

/** Turns a trigger on or off for the whole account, keeping its account setting. */
export function useSetAccountEnabled(triggerCode: string) {
  return useTriggersMutation(
    async (input: { isEnabled: boolean; setting: TriggerSettingInput }) =>
      (
        await callApi(setAccountTriggerSetting, {
          params: { triggerCode },
          body: input,
          isQuiet: true,
        })
      ).accountTrigger,
  );
}

export type LevelChange =
  | { kind: 'set'; code: string; setting: TriggerSettingInput }
  | { kind: 'remove' | 'restore'; code: string };

/**
 * A row's own setting of a trigger, its disabling, or its return to what it inherits. Without a
 * `locationCode` the rows are the account's locations (inheriting the account's setting), with
 * one they are that location's screens (inheriting the location's).
 */
export function useChangeLevel(triggerCode: string, locationCode: string | null) {
  return useTriggersMutation((change: LevelChange): Promise<unknown> => {
    const params = { triggerCode };
    const isRemove = change.kind === 'remove';
    if (locationCode === null) {
      const body = { locationCode: change.code };
      if (change.kind === 'set') {
        const withSetting = { ...body, setting: change.setting };
        return callApi(setLocationTriggerSetting, { params, body: withSetting, isQuiet: true });
      }
      const call = isRemove ? removeLocationTrigger : restoreLocationTrigger;
      return callApi(call, { params, body, isQuiet: true });
    }
    const body = { playerCode: change.code };
    if (change.kind === 'set') {
      return callApi(setPlayerTriggerSetting, {
        params: { triggerCode, locationCode },
        body: { ...body, setting: change.setting },
        isQuiet: true,
      });
    }
    const call = isRemove ? removePlayerTrigger : restorePlayerTrigger;
    return callApi(call, { params, body, isQuiet: true });
  });
}

export function useCreateTriggerKey() {
  return useTriggersMutation((name: string) =>
    callApi(createTriggerKey, { body: { name }, isQuiet: true }),
  );
}

export function useRevokeTriggerKey() {
  return useTriggersMutation((keyCode: string) =>
    callApi(revokeTriggerKey, { params: { keyCode }, isQuiet: true }),
  );
}
