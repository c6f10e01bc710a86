import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { addComment, listComments } from './comments.service';

const ok = { ok: true } as const;

export const commentRoutes = [
  defineRoute(calls.getPlayerComments, async ({ db, auth, params, query }) => ({
    success: ok,
    comments: await listComments(db, auth, params, query.numberToRetrieve),
  })),
  defineRoute(calls.addPlayerComment, async ({ db, auth, params, body }) => ({
    success: ok,
    comment: await addComment(db, auth, params, body.commentContent),
  })),
  defineRoute(calls.getAccountComments, async ({ db, auth, params, query }) => ({
    success: ok,
    comments: await listComments(db, auth, params, query.numberToRetrieve),
  })),
  defineRoute(calls.addAccountComment, async ({ db, auth, params, body }) => ({
    success: ok,
    comment: await addComment(db, auth, params, body.commentContent),
  })),
];
