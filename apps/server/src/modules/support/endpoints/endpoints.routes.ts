import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { deleteErrorMessage } from './delete-error-message';
import { listEndpoints } from './list-endpoints';
import { listErrorMessages } from './list-error-messages';
import { listFilesInError } from './list-files-in-error';
import { returnErrorMessage } from './return-error-message';

export const endpointRoutes = [
  defineRoute(calls.listEndpoints, async (context) => ({
    success: ok,
    Endpoints: await listEndpoints(
      context.db,
      supportActorOf(context),
      context.request.server.jobs,
    ),
  })),
  defineRoute(calls.listEndpointErrorMessages, async (context) => ({
    success: ok,
    Messages: await listErrorMessages(
      context.db,
      supportActorOf(context),
      context.request.server.jobs,
      context.params.id,
    ),
  })),
  defineRoute(calls.listEndpointFilesInError, (context) => ({
    success: ok,
    Files: listFilesInError(context.request.server.jobs, context.params.id),
  })),
  defineRoute(calls.returnMessageToSourceQueue, async (context) => {
    await returnErrorMessage(
      context.db,
      supportActorOf(context),
      context.request.server.jobs,
      context.body,
      context.request.ip,
    );
    return { success: ok };
  }),
  defineRoute(calls.deleteMessageInErrorQueue, async (context) => {
    await deleteErrorMessage(
      context.db,
      supportActorOf(context),
      context.request.server.jobs,
      context.body,
      context.request.ip,
    );
    return { success: ok };
  }),
];
