import type { Comment } from '@marquee/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { SupportActor } from '../../scope';
import { resolveCommentTarget, type CommentTarget } from './comment-target';
import { commentView } from './comment-view';

/** The newest comments on an account itself, or on one of its players; 404 outside reach. */
export async function listComments(
  db: Database,
  actor: SupportActor,
  target: CommentTarget,
  count: number,
): Promise<Comment[]> {
  const { accountId, playerId } = await resolveCommentTarget(db, actor, target);
  const rows = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.accountId, accountId),
        playerId ? eq(comments.playerId, playerId) : isNull(comments.playerId),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(count);
  return rows.map(commentView);
}
