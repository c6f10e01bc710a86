import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { createDefinition } from './create-definition';
import { deleteDefinition } from './delete-definition';
import { listDefinitions } from './list-definitions';
import { listPlayerSettings } from './list-player-settings';
import { savePlayerSettings } from './save-player-settings';
import { updateDefinition } from './update-definition';

export const supportPlayerSettingRoutes = [
  defineRoute(calls.listPlayerSettings, async (context) => ({
    success: ok,
    playerSettings: await listPlayerSettings(context.db, supportActorOf(context), context.query),
  })),
  defineRoute(calls.savePlayerSettings, async (context) => ({
    success: ok,
    playerSettings: await savePlayerSettings(context.db, supportActorOf(context), context.body),
  })),
  defineRoute(calls.listPlayerSettingDefinitions, async (context) => ({
    success: ok,
    definitions: await listDefinitions(
      context.db,
      supportActorOf(context),
      context.query.accountCode,
    ),
  })),
  defineRoute(calls.createPlayerSettingDefinition, async (context) => ({
    success: ok,
    definition: await createDefinition(context.db, supportActorOf(context), context.body),
  })),
  defineRoute(calls.updatePlayerSettingDefinition, async (context) => ({
    success: ok,
    definition: await updateDefinition(
      context.db,
      supportActorOf(context),
      context.params.code,
      context.body,
    ),
  })),
  defineRoute(calls.deletePlayerSettingDefinition, async (context) => ({
    success: ok,
    ...(await deleteDefinition(context.db, supportActorOf(context), context.params)),
  })),
];
