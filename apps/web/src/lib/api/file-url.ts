import { apiHandlers } from './api-handlers';

/**
 * A file address a browser loads by itself (`<img>`, `<video>`, a download link) carries the
 * access token in its query, as the spec's previews do; the server keeps it out of its logs.
 */
export function withAccessToken(address: string): string {
  const token = apiHandlers.accessToken();
  if (!token) return address;
  const url = new URL(address, window.location.origin);
  url.searchParams.set('access_token', token);
  return url.origin === window.location.origin ? url.pathname + url.search : url.toString();
}
