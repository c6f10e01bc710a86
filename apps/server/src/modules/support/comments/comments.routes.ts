import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { addComment } from './add-comment';
import { listComments } from './list-comments';

/** The comments of an account and of one of its players: the same two routes on either. */
function commentRoutesOn(
  list: typeof calls.getPlayerComments | typeof calls.getAccountComments,
  add: typeof calls.addPlayerComment | typeof calls.addAccountComment,
) {
  return [
    defineRoute(list, async (context) => ({
      success: ok,
      comments: await listComments(
        context.db,
        supportActorOf(context),
        context.params,
        context.query.numberToRetrieve,
      ),
    })),
    defineRoute(add, async (context) => ({
      success: ok,
      comment: await addComment(
        context.db,
        supportActorOf(context),
        context.params,
        context.body.commentContent,
      ),
    })),
  ];
}

export const commentRoutes = [
  ...commentRoutesOn(calls.getPlayerComments, calls.addPlayerComment),
  ...commentRoutesOn(calls.getAccountComments, calls.addAccountComment),
];
