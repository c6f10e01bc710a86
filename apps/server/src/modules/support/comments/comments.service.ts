import type { Comment } from '@marquee/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { findClientPlayer } from '../players';
import { reachableClient, type SupportActor } from '../roles';

/** Where a comment belongs: an account of the caller's reach, and maybe one of its players. */
export interface CommentTarget {
  account: string;
  player?: string;
}

async function resolveTarget(db: Database, actor: SupportActor, target: CommentTarget) {
  if (target.player === undefined) {
    const client = await reachableClient(db, actor, target.account, 'account');
    return { accountId: client.id, playerId: null };
  }
  const { client, player } = await findClientPlayer(db, actor, {
    ...target,
    player: target.player,
  });
  return { accountId: client.id, playerId: player.id };
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
  actor: SupportActor,
  target: CommentTarget,
  count: number,
): Promise<Comment[]> {
  const { accountId, playerId } = await resolveTarget(db, actor, target);
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
  actor: SupportActor,
  target: CommentTarget,
  content: string,
): Promise<Comment> {
  const { accountId, playerId } = await resolveTarget(db, actor, target);
  const [row] = await db
    .insert(comments)
    .values({ accountId, playerId, authorUserId: actor.userId, authorName: actor.name, content })
    .returning();
  if (!row) throw new Error('Adding a comment returned no row');
  return commentOf(row);
}
