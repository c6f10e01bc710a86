import type { Comment } from '@marquee/contracts';
import type { comments } from '../../../db/schema';

export function commentView(row: typeof comments.$inferSelect): Comment {
  return {
    commentCode: row.commentCode,
    commentContent: row.content,
    author: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}
