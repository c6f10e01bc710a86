import { BadGateway } from '../../platform/errors';

/** How long Unsplash may take for JSON (a photo, a search), and for a whole image. */
export const unsplashTimeoutMs = { api: 15_000, image: 120_000 };

export interface UnsplashConfig {
  accessKey: string;
  apiUrl: string;
  imagesOrigin: string;
}

/** The API's headers: the key stays on the server, never in the browser. */
export function unsplashHeaders(unsplash: UnsplashConfig): Record<string, string> {
  return { Authorization: `Client-ID ${unsplash.accessKey}`, 'Accept-Version': 'v1' };
}

/** The spec's wording (002 section 8), with what went wrong; nothing is saved. */
export function unsplashFailed(reason: string): BadGateway {
  return new BadGateway(`The Unsplash image could not be fetched: ${reason}`);
}

/** A fetch whose network failure or timeout is Unsplash's failure (502), not ours (500). */
export async function fetchFromUnsplash(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
) {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw unsplashFailed('Unsplash could not be reached');
  }
}
