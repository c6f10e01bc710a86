import { z } from 'zod';

/** `success` block that every JSON answer carries (spec 001/000 section 8). */
export const successSchema = z.object({
  ok: z.boolean(),
  message: z.string().optional(),
});

/** Answer body with the spec's `success` block plus the call's own fields. */
export function envelope<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: successSchema, ...shape });
}

/** Answer of a call that returns nothing but its success. */
export const emptyAnswer = envelope({});

/** The one error body: `{ success: { ok: false, message } }`. */
export const errorAnswer = z.object({
  success: z.object({ ok: z.literal(false), message: z.string() }),
});

export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** Stands for a file answer (see `responseFile`): the handler streams it, no JSON is checked. */
export const fileAnswer = z.unknown().meta({ description: 'A file' });
