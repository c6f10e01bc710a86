import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { deleteExternalMessage } from './delete-external-message';
import { getExternalMessage } from './get-external-message';
import { listExternalMessages } from './list-external-messages';
import { resendExternalMessage } from './resend-external-message';

/** Drops what the answer must not carry. */
const answered = ({
  internal: _internal,
  ...message
}: Awaited<ReturnType<typeof getExternalMessage>>) => message;

export const alarmRoutes = [
  defineRoute(calls.listExternalMessages, async (context) => ({
    success: ok,
    ...(await listExternalMessages(context.db, supportActorOf(context), context.query)),
  })),
  defineRoute(calls.getExternalMessage, async (context) => ({
    success: ok,
    ExternalMessage: answered(
      await getExternalMessage(
        context.db,
        supportActorOf(context),
        context.request.server.jobs.namespace,
        context.params.id,
      ),
    ),
  })),
  defineRoute(calls.deleteExternalMessage, async (context) => {
    await deleteExternalMessage(
      context.db,
      supportActorOf(context),
      context.params.id,
      context.request.ip,
    );
    return { success: ok };
  }),
  defineRoute(calls.resendExternalMessage, async (context) => {
    const { server } = context.request;
    return {
      success: ok,
      ExternalMessage: answered(
        await resendExternalMessage(
          context.db,
          supportActorOf(context),
          { namespace: server.jobs.namespace, alarms: server.alarms },
          context.params.id,
          context.request.ip,
        ),
      ),
    };
  }),
];
