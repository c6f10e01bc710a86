import type { Comment } from '@marquee/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { AuthContext } from '../../../platform/http/auth-context';
import { authorOf, supportPlayer, supportViewer } from '../players';

/** Where a comment belongs: an account of the caller's reach, and maybe one of its players. */
export interface CommentTarget {
  account: string;
  player?: string;
}

async function resolveTarget(db: Database, auth: AuthContext, target: CommentTarget) {
  if (target.player === undefined) {
    const viewer = await supportViewer(db, auth, target.account);
    return { accountId: viewer.accountId, playerId: null };
  }
  const { viewer, player } = await supportPlayer(db, auth, { ...target, player: target.player });
  return { accountId: viewer.accountId, playerId: player.id };
}

function commentOf(row: typeof comments.$inferSelect): Comment {
  return {
    commentCode: row.commentCode,
    commentContent: row.content,
    author: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest comments on an account itself, or on one of its players; 404 outside reach. */
export async function listComments(
  db: Database,
  auth: AuthContext,
  target: CommentTarget,
  count: number,
): Promise<Comment[]> {
  const { accountId, playerId } = await resolveTarget(db, auth, target);
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
  return rows.map(commentOf);
}

/** Adds a comment signed with the caller's name; 404 outside reach. */
export async function addComment(
  db: Database,
  auth: AuthContext,
  target: CommentTarget,
  content: string,
): Promise<Comment> {
  const { accountId, playerId } = await resolveTarget(db, auth, target);
  const actor = authorOf(auth);
  const [row] = await db
    .insert(comments)
    .values({ accountId, playerId, authorUserId: actor.userId, authorName: actor.name, content })
    .returning();
  if (!row) throw new Error('Adding a comment returned no row');
  return commentOf(row);
}
