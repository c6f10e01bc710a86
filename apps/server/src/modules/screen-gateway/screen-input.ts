import type { z } from 'zod';
import { unsafeTextMessage } from '../../platform/http/call-input';
import { findUnsafeText } from '../../platform/http/unsafe-text';

type ScreenInput<T> = { data: T } | { problem: string };

/**
 * Checks what a screen sent, over its socket or over HTTP, the way the API checks a call: text
 * no database can store is refused before the schema, so no screen's text reaches a statement
 * it shares with other screens. The problem names the field (`status.userAgent: ...`).
 */
export function readScreenInput<T>(
  schema: z.ZodType<T>,
  value: unknown,
  whole: string,
  /** A property whose rows the caller checks one by one, so that one bad row fails alone. */
  { checkedApart }: { checkedApart?: string } = {},
): ScreenInput<T> {
  const unsafe = findUnsafeText(withoutProperty(value, checkedApart));
  if (unsafe) return { problem: `${unsafe.join('.') || whole}: ${unsafeTextMessage}` };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    problem: `${issue?.path.join('.') || whole}: ${issue?.message ?? 'not valid'}`,
  };
}

function withoutProperty(value: unknown, name: string | undefined): unknown {
  if (!name || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));
}
