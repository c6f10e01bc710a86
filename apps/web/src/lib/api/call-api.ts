import {
  fillPath,
  fullPath,
  type CallBody,
  type CallDescriptor,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '@marquee/contracts';
import { ApiError } from './api-error';
import { failureActionFor, failureMessage, rejectedMessage } from './error-rules';
import { apiHandlers } from './api-handlers';

type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/** Request parts of a call, typed from its contract; query fields with server defaults may be left out. */
export type CallInput<C> = Part<'params', CallParams<C>> &
  Part<'query', Partial<CallQuery<C>> | undefined> &
  Part<'body', CallBody<C>> & {
    signal?: AbortSignal;
    /** The caller shows a failure itself, so no toast repeats it (a 401 still signs in again). */
    isQuiet?: boolean;
  };

/** The parts of a call's input that make its address. */
export type CallAddress<C> = Part<'params', CallParams<C>> &
  Part<'query', Partial<CallQuery<C>> | undefined>;

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The call's address with its path parameters and query filled in. */
export function addressOf<C extends CallDescriptor>(call: C, input: CallAddress<C>): string {
  const params = input.params as Record<string, string | number> | undefined;
  const query = input.query as Record<string, QueryValue> | undefined;
  return fillPath(fullPath(call), params) + queryString(query);
}

/** Shows a failure as a toast unless the caller shows it itself. */
function toast(message: string, isQuiet: boolean | undefined): void {
  if (!isQuiet) apiHandlers.showError(message);
}

async function send(
  address: string,
  call: CallDescriptor,
  { body, signal, isQuiet }: { body?: unknown; signal?: AbortSignal; isQuiet?: boolean },
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = apiHandlers.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(address, {
      method: call.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      const message = 'Request canceled, triggered by new search';
      console.warn(message);
      throw new ApiError('canceled', message);
    }
    const message = error instanceof Error ? error.message : String(error);
    toast(message, isQuiet);
    throw new ApiError('transport', message);
  }
}

function isRejected(json: unknown): boolean {
  if (typeof json !== 'object' || json === null || !('success' in json)) return false;
  const success = json.success;
  return typeof success === 'object' && success !== null && 'ok' in success && success.ok === false;
}

async function failed(response: Response, isQuiet: boolean | undefined): Promise<never> {
  const text = await response.text().catch(() => '');
  const transportMessage = `Request failed with status code ${response.status}`;
  const message = failureMessage(text, transportMessage);
  const action = failureActionFor(response.status);
  if (action === 'signIn') void apiHandlers.signInAgain();
  else if (action === 'toast') toast(message, isQuiet);
  else console.warn(`${response.url}: ${response.status} ${message}`);
  throw new ApiError('status', message, response.status, message !== transportMessage);
}

/**
 * Calls one contract: fills its path, attaches the bearer token, applies the
 * spec's error rules and checks the answer against the contract's schema.
 */
export async function callApi<C extends CallDescriptor>(
  call: C,
  input: CallInput<C>,
): Promise<CallResponse<C>> {
  const response = await send(addressOf(call, input), call, input);
  if (!response.ok) return failed(response, input.isQuiet);
  const json: unknown =
    response.status === 204 ? { success: { ok: true } } : await response.json().catch(() => null);
  if (isRejected(json)) {
    const serverMessage = rejectedMessage(json, '');
    const message = serverMessage || apiHandlers.genericMessage();
    toast(message, input.isQuiet);
    throw new ApiError('rejected', message, response.status, serverMessage !== '');
  }
  const parsed = call.response.safeParse(json);
  if (!parsed.success) {
    // An answer that breaks its contract is a bug on one side; say so plainly.
    console.error(`${call.id}: answer does not match its contract`, parsed.error);
    toast(apiHandlers.genericMessage(), input.isQuiet);
    throw new ApiError('invalid', parsed.error.message, response.status);
  }
  return parsed.data as CallResponse<C>;
}
