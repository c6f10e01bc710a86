import type { CallBody, CallDescriptor } from '@marquee/contracts';
import { ApiError } from './api-error';
import { apiHandlers } from './api-handlers';
import { addressOf, type CallAddress } from './call-api';
import { failureMessage } from './error-rules';

/** Hands an address to the browser's downloads, under a name when one is given. */
export function saveAddress(address: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = address;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file the app holds to the browser's downloads under a name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  saveAddress(url, fileName);
  URL.revokeObjectURL(url);
}

/**
 * Fetches the file a call answers (a zip, a package) with the bearer token and saves it under
 * `fileName`. A refusal is thrown with the server's words and shown by the caller, which knows
 * what a 409 of its call means; only a 401 acts here (sign in again).
 */
export async function downloadCallFile<C extends CallDescriptor>(
  call: C,
  input: CallAddress<C> & { body?: CallBody<C> },
  fileName: string,
): Promise<void> {
  const token = apiHandlers.accessToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(addressOf(call, input), {
    method: call.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (!response.ok) {
    if (response.status === 401) void apiHandlers.signInAgain();
    const transportMessage = `Request failed with status code ${response.status}`;
    const text = await response.text().catch(() => '');
    const message = failureMessage(text, transportMessage);
    throw new ApiError('status', message, response.status, message !== transportMessage);
  }
  saveFile(await response.blob(), fileName);
}
