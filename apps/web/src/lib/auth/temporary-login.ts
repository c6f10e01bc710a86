/** Message a parent window posts to sign the customer app in with a temporary token. */
export const temporaryLoginMessageType = 'marquee.temporaryLogin';

/** Tokens are compact JWTs; anything else is refused before it reaches storage. */
const tokenPattern = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export function isUsableToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 8192 && tokenPattern.test(value);
}

/** The token a posted message carries, when it is a temporary-login message. */
export function tokenFromMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  if (!('type' in data) || data.type !== temporaryLoginMessageType) return null;
  return 'accessToken' in data && isUsableToken(data.accessToken) ? data.accessToken : null;
}

/**
 * Address the console opens to act in a customer account with a support-user
 * token (`getSupportUserAccessToken`); the token rides in the fragment, which
 * browsers never send to a server.
 */
export function temporaryLoginAddress(origin: string, accountCode: string, token: string): string {
  return `${origin}/logins/${encodeURIComponent(accountCode)}#access_token=${encodeURIComponent(token)}`;
}

export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
  return isUsableToken(token) ? token : null;
}
