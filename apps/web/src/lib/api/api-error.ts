/** Why a call failed: an HTTP status, `success.ok` false, the network, or a newer search. */
export type ApiErrorKind = 'status' | 'rejected' | 'transport' | 'canceled' | 'invalid';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
