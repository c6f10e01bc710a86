import { z } from 'zod';
import { BadRequest } from '../errors';

/** Where a page ended: the order it was read in, the last row's sort value and its key. */
export interface ListCursor {
  order: string;
  value: string | null;
  key: string;
}

const cursorSchema = z.object({
  o: z.string().max(100),
  v: z.string().max(2000).nullable(),
  k: z.uuid(),
});

/** An opaque token for the client; it only hands it back. */
export function encodeCursor(cursor: ListCursor): string {
  const wire: z.infer<typeof cursorSchema> = { o: cursor.order, v: cursor.value, k: cursor.key };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

const invalid = () => new BadRequest('ContinuationToken: is not a token this list gave out');

/** Reads a token back; anything that is not one of ours is a 400 naming the field. */
export function decodeCursor(token: string): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw invalid();
  return { order: result.data.o, value: result.data.v, key: result.data.k };
}
