/**
 * Where every toast stacks: the top bar's search and Add new sit at the top, and a toast that
 * stays for seconds (one per uploaded file) must never cover them. A module of its own, so the
 * entry reads it without the toasts' package, which loads after first paint.
 */
export const notificationPosition = 'bottom-right' as const;
