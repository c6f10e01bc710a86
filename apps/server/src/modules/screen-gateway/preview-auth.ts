import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { cookieOf } from './screen-auth';
import { previewOfToken, type OpenPreview } from './screen-previews';

export const previewCookie = 'marquee_preview';

/**
 * Where a preview's token goes once the screen app has shown it to the gateway: the files of its
 * manifest (media, sign documents, sign templates' assets), which the page's elements load
 * without the app's help. Not the rest of the gateway: a preview sends no heartbeat or play.
 */
const previewPaths = ['/screen-api/media', '/screen/signs', '/screen/sign-templates'] as const;

/** The Set-Cookies that let a preview's page load its files until the preview ends. */
export function previewCookieHeaders(token: string, expiresAt: Date, isHttps: boolean): string[] {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
  return previewPaths.map((path) =>
    [
      `${previewCookie}=${token}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${seconds}`,
      ...(isHttps ? ['Secure'] : []),
    ].join('; '),
  );
}

/** The open preview whose cookie a request carries; null without one (404 or 410 for a bad one). */
export async function previewOfRequest(
  db: Database,
  request: FastifyRequest,
): Promise<OpenPreview | null> {
  const token = cookieOf(request.headers, previewCookie);
  return token ? previewOfToken(db, token) : null;
}
