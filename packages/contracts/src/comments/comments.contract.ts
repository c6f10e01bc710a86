import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';

/** Support comments on an account or one of its players (spec 000 "Comment"). */

const commentsView = permission('SupportPlayers', 'view');
const commentsEdit = permission('SupportPlayers', 'edit');

export const commentSchema = z.object({
  commentCode: codeOf('comment'),
  commentContent: z.string(),
  author: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Side drawers show the latest 2 (spec 000 section 9). */
export const defaultCommentCount = 2;

const listQuery = z.object({
  numberToRetrieve: z.coerce.number().int().min(1).max(200).default(defaultCommentCount),
});
const addBody = z.object({
  commentContent: z.string().trim().min(1, 'needs a text').max(4000),
});
const listAnswer = envelope({ comments: z.array(commentSchema) });
const addAnswer = envelope({ comment: commentSchema });

const accountParams = z.object({ account: codeOf('account') });
const playerParams = accountParams.extend({ player: codeOf('player') });

export const getPlayerComments = defineCall({
  id: 'comments.listForPlayer',
  backend: 'support',
  method: 'GET',
  path: '/api/comments/{account}/{player}',
  summary: 'The latest comments on a player, newest first.',
  access: commentsView,
  params: playerParams,
  query: listQuery,
  response: listAnswer,
});

export const addPlayerComment = defineCall({
  id: 'comments.addToPlayer',
  backend: 'support',
  method: 'POST',
  path: '/api/comments/{account}/{player}',
  summary: 'Adds a comment on a player.',
  access: commentsEdit,
  params: playerParams,
  body: addBody,
  response: addAnswer,
  status: 201,
});

export const getAccountComments = defineCall({
  id: 'comments.listForAccount',
  backend: 'support',
  method: 'GET',
  path: '/api/comments/{account}',
  summary: 'The latest comments on an account (not those on its players), newest first.',
  access: commentsView,
  params: accountParams,
  query: listQuery,
  response: listAnswer,
});

export const addAccountComment = defineCall({
  id: 'comments.addToAccount',
  backend: 'support',
  method: 'POST',
  path: '/api/comments/{account}',
  summary: 'Adds a comment on an account.',
  access: commentsEdit,
  params: accountParams,
  body: addBody,
  response: addAnswer,
  status: 201,
});
