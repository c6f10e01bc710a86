/**
 * A failure that names the text a dialog shows for it. The kit knows no API client: the error a
 * call throws says itself whether the user should read something (the app's `ApiError` does).
 */
export interface FailureWithText {
  readonly failureText: string | undefined;
}

/** The text a dialog shows for a failure; none for anything that names no text of its own. */
export function failureTextOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('failureText' in error)) return undefined;
  const text = (error as FailureWithText).failureText;
  return typeof text === 'string' && text !== '' ? text : undefined;
}
