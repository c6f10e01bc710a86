import type { CallDescriptor, CallResponse } from '@marquee/contracts';
import { ApiError } from './api-error';
import { apiHandlers } from './api-handlers';
import { addressOf, type CallAddress } from './call-api';
import { failureMessage } from './error-rules';

/** The spec's upload timeout (002 section 9): 70 minutes. */
export const uploadTimeoutMs = 4_200_000;

export interface UploadOptions {
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form to a call and checks the answer against its contract. It uses
 * XMLHttpRequest because fetch reports no upload progress. A failure is thrown with the
 * server's message and left to the caller to show next to the file name; only a 401 acts
 * at once (sign in again).
 */
export function uploadForm<C extends CallDescriptor>(
  call: C,
  input: CallAddress<C>,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<CallResponse<C>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, addressOf(call, input));
    request.timeout = uploadTimeoutMs;
    request.setRequestHeader('Accept', 'application/json');
    const token = apiHandlers.accessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const fail = (kind: 'transport' | 'canceled', message: string) =>
      reject(new ApiError(kind, message));
    request.onerror = () => fail('transport', 'Network Error');
    request.ontimeout = () => fail('transport', `timeout of ${uploadTimeoutMs}ms exceeded`);
    request.onabort = () => fail('canceled', 'Upload canceled');
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        if (request.status === 401) void apiHandlers.signInAgain();
        const message = failureMessage(text, `Request failed with status code ${request.status}`);
        reject(new ApiError('status', message, request.status));
        return;
      }
      const parsed = call.response.safeParse(parseJson(text));
      if (parsed.success) resolve(parsed.data as CallResponse<C>);
      else reject(new ApiError('invalid', parsed.error.message, request.status));
    };
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
