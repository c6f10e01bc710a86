import type { Comment } from '@marquee/contracts';
import { comments } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { SupportActor } from '../../scope';
import { resolveCommentTarget, type CommentTarget } from './comment-target';
import { commentView } from './comment-view';

/** Adds a comment signed with the caller's name; 404 outside reach. */
export async function addComment(
  db: Database,
  actor: SupportActor,
  target: CommentTarget,
  content: string,
): Promise<Comment> {
  const { accountId, playerId } = await resolveCommentTarget(db, actor, target);
  const [row] = await db
    .insert(comments)
    .values({ accountId, playerId, authorUserId: actor.userId, authorName: actor.name, content })
    .returning();
  if (!row) throw new Error('Adding a comment returned no row');
  return commentView(row);
}
