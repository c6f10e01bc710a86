import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { supportActorOf } from '../roles';
import { addComment } from './add-comment';
import { listComments } from './list-comments';

const ok = { ok: true } as const;

export const commentRoutes = [
  defineRoute(calls.getPlayerComments, async (context) => ({
    success: ok,
    comments: await listComments(
      context.db,
      supportActorOf(context),
      context.params,
      context.query.numberToRetrieve,
    ),
  })),
  defineRoute(calls.addPlayerComment, async (context) => ({
    success: ok,
    comment: await addComment(
      context.db,
      supportActorOf(context),
      context.params,
      context.body.commentContent,
    ),
  })),
  defineRoute(calls.getAccountComments, async (context) => ({
    success: ok,
    comments: await listComments(
      context.db,
      supportActorOf(context),
      context.params,
      context.query.numberToRetrieve,
    ),
  })),
  defineRoute(calls.addAccountComment, async (context) => ({
    success: ok,
    comment: await addComment(
      context.db,
      supportActorOf(context),
      context.params,
      context.body.commentContent,
    ),
  })),
];
