import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { createPlayerFormat } from './create-player-format';
import { deletePlayerFormat } from './delete-player-format';
import { listPlayerFormats } from './list-player-formats';
import { newPlayerFormat } from './new-player-format';
import { updatePlayerFormat } from './update-player-format';

export const supportPlayerFormatRoutes = [
  defineRoute(calls.searchSupportPlayerFormats, async (context) => ({
    success: ok,
    playerFormats: await listPlayerFormats(context.db, supportActorOf(context), context.query),
  })),
  defineRoute(calls.newSupportPlayerFormat, async (context) => ({
    success: ok,
    playerFormat: await newPlayerFormat(
      context.db,
      supportActorOf(context),
      context.body.clientCode,
    ),
  })),
  defineRoute(calls.createSupportPlayerFormat, async (context) => ({
    success: ok,
    playerFormat: await createPlayerFormat(context.db, supportActorOf(context), context.body),
  })),
  defineRoute(calls.updateSupportPlayerFormat, async (context) => ({
    success: ok,
    playerFormat: await updatePlayerFormat(context.db, supportActorOf(context), context.body),
  })),
  defineRoute(calls.deleteSupportPlayerFormat, async (context) => ({
    success: ok,
    data: await deletePlayerFormat(
      context.db,
      supportActorOf(context),
      context.body.playerFormatCode,
    ),
  })),
];
