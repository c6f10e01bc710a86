import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { changeLocationSetting } from './change-location-setting';
import { changePlayerSetting } from './change-player-setting';
import { createTrigger } from './create-trigger';
import { createTriggerKey } from './create-trigger-key';
import { deleteTrigger } from './delete-trigger';
import { externalValueCaller } from './external-value-caller';
import { accountTriggerView } from './account-trigger-view';
import { listAccountTriggers } from './list-account-triggers';
import { listLocationSettings } from './list-location-settings';
import { listPlayerSettings } from './list-player-settings';
import { listTriggerKeys } from './list-trigger-keys';
import { revokeTriggerKey } from './revoke-trigger-key';
import { setAccountSetting } from './set-account-setting';
import { setExternalValue } from './set-external-value';
import { findTrigger } from './trigger-rows';
import { updateTrigger } from './update-trigger';

export const triggerRoutes = [
  defineRoute(calls.listAccountTriggers, async (context) => ({
    success: ok,
    ...(await listAccountTriggers(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.createTrigger, async (context) => ({
    success: ok,
    accountTrigger: await createTrigger(
      context.db,
      actorOf(context),
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.getTrigger, async (context) => {
    const actor = actorOf(context);
    const row = await findTrigger(context.db, actor, context.params.triggerCode);
    return { success: ok, accountTrigger: await accountTriggerView(context.db, actor, row) };
  }),
  defineRoute(calls.updateTrigger, async (context) => ({
    success: ok,
    accountTrigger: await updateTrigger(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.deleteTrigger, async (context) => {
    await deleteTrigger(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.request.ip,
    );
    return { success: ok };
  }),
  defineRoute(calls.setAccountTriggerSetting, async (context) => ({
    success: ok,
    accountTrigger: await setAccountSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.listLocationTriggerSettings, async (context) => ({
    success: ok,
    locations: await listLocationSettings(context.db, actorOf(context), context.params.triggerCode),
  })),
  defineRoute(calls.setLocationTriggerSetting, async (context) => ({
    success: ok,
    location: await changeLocationSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.body.locationCode,
      { state: 'Explicit', setting: context.body.setting },
      context.request.ip,
    ),
  })),
  defineRoute(calls.removeLocationTrigger, async (context) => ({
    success: ok,
    location: await changeLocationSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.body.locationCode,
      { state: 'Disabled' },
      context.request.ip,
    ),
  })),
  defineRoute(calls.restoreLocationTrigger, async (context) => ({
    success: ok,
    location: await changeLocationSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.body.locationCode,
      { state: 'Default' },
      context.request.ip,
    ),
  })),
  defineRoute(calls.listPlayerTriggerSettings, async (context) => ({
    success: ok,
    players: await listPlayerSettings(context.db, actorOf(context), context.params.triggerCode),
  })),
  defineRoute(calls.listLocationPlayerTriggerSettings, async (context) => ({
    success: ok,
    players: await listPlayerSettings(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      context.params.locationCode,
    ),
  })),
  defineRoute(calls.setPlayerTriggerSetting, async (context) => ({
    success: ok,
    player: await changePlayerSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      { playerCode: context.body.playerCode, locationCode: context.params.locationCode },
      { state: 'Explicit', setting: context.body.setting },
      context.request.ip,
    ),
  })),
  defineRoute(calls.removePlayerTrigger, async (context) => ({
    success: ok,
    player: await changePlayerSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      { playerCode: context.body.playerCode },
      { state: 'Disabled' },
      context.request.ip,
    ),
  })),
  defineRoute(calls.restorePlayerTrigger, async (context) => ({
    success: ok,
    player: await changePlayerSetting(
      context.db,
      actorOf(context),
      context.params.triggerCode,
      { playerCode: context.body.playerCode },
      { state: 'Default' },
      context.request.ip,
    ),
  })),
  defineRoute(calls.setExternalTriggerValue, async (context) => ({
    success: ok,
    affectedPlayers: await setExternalValue(
      context.db,
      await externalValueCaller(context.db, context.request),
      context.params.variableName,
      context.body,
    ),
  })),
  defineRoute(calls.listTriggerKeys, async (context) => ({
    success: ok,
    keys: await listTriggerKeys(context.db, actorOf(context)),
  })),
  defineRoute(calls.createTriggerKey, async (context) => ({
    success: ok,
    ...(await createTriggerKey(context.db, actorOf(context), context.body, context.request.ip)),
  })),
  defineRoute(calls.revokeTriggerKey, async (context) => {
    await revokeTriggerKey(
      context.db,
      actorOf(context),
      context.params.keyCode,
      context.request.ip,
    );
    return { success: ok };
  }),
];
