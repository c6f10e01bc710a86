import type { FailureWithText } from '@/kit/modal';

/** Why a call failed: an HTTP status, `success.ok` false, the network, or a newer search. */
export type ApiErrorKind = 'status' | 'rejected' | 'transport' | 'canceled' | 'invalid';

export class ApiError extends Error implements FailureWithText {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** The message is the server's own (`success.message` or the answer's text), not ours. */
    readonly isServerText = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The text a dialog shows: the server's message (or the answer's text when it was not JSON),
   * as the client already worked it out; none for a search that a newer one replaced.
   */
  get failureText(): string | undefined {
    return this.kind === 'canceled' ? undefined : this.message || undefined;
  }
}

/**
 * The text a dialog shows for a failed call: the server's message (or the answer's text when
 * it was not JSON), as the client already worked it out. Anything that is not a failed call
 * (a bug, or a search that a newer one replaced) has no text for the user.
 */
export function failureTextOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.failureText : undefined;
}

/**
 * The server's own words for a failed call, when it sent any; none when the message is the
 * client's stand-in (a bare status, a network failure), so a page can say it its own way.
 */
export function serverTextOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.isServerText ? error.failureText : undefined;
}
