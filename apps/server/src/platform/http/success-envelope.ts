/**
 * The `success` block of every answer to a call that worked, in the spec's envelope (failures
 * get theirs from `errorAnswer`): a route answers `{ success: ok, …its fields }`.
 */
export const ok = { ok: true } as const;

/** `ok` with a message for the caller to show (the message may be left out). */
export const okSaying = (message: string | undefined) => ({ ok: true, message }) as const;
