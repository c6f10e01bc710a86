import type { AuthContext } from '../../platform/http/auth-context';

export type SavedFilterKind = 'Player' | 'Media';

/**
 * Whose filters a call works on: an account's (customer calls, account from the token) or the
 * provider's own (support calls, no account), and of which kind.
 */
export interface FilterScope {
  kind: SavedFilterKind;
  accountId: string | null;
  auth: AuthContext;
}
