import { defineCall, envelope, getSignedInUser } from '@marquee/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, serverTextOf } from './api-error';
import { apiHandlers } from './api-handlers';
import { callApi } from './call-api';

const renamePlayer = defineCall({
  id: 'test.renamePlayer',
  backend: 'support',
  method: 'PUT',
  path: '/api/players/{account}/{player}',
  summary: 'A call with every request part, for the client test.',
  access: { kind: 'signedIn' },
  params: z.object({ account: z.string(), player: z.string() }),
  query: z.object({ dryRun: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: envelope({ name: z.string() }),
});

const originalHandlers = { ...apiHandlers };
const shown: string[] = [];
let signIns = 0;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status }));
}

beforeEach(() => {
  shown.length = 0;
  signIns = 0;
  Object.assign(apiHandlers, {
    accessToken: () => 'token-1',
    showError: (message: string) => shown.push(message),
    signInAgain: async () => {
      signIns += 1;
    },
    genericMessage: () => 'Something went wrong',
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  Object.assign(apiHandlers, originalHandlers);
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('fills the path under its backend, adds the query and the bearer token', async () => {
    answer(200, { success: { ok: true }, name: 'Lobby' });
    const result = await callApi(renamePlayer, {
      params: { account: 'acme', player: 'p 1' },
      query: { dryRun: 'yes' },
      body: { name: 'Lobby' },
    });
    expect(result.name).toBe('Lobby');
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(address).toBe('/support/api/players/acme/p%201?dryRun=yes');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(init.body).toBe('{"name":"Lobby"}');
  });

  it('toasts success.message of a 400 and rejects', async () => {
    answer(400, { success: { ok: false, message: 'name: too long' } });
    await expect(callApi(getSignedInUser, {})).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual(['name: too long']);
  });

  it('toasts the body text of a 500 that is not JSON', async () => {
    answer(500, 'Database unavailable');
    await expect(callApi(getSignedInUser, {})).rejects.toMatchObject({ status: 500 });
    expect(shown).toEqual(['Database unavailable']);
  });

  it('signs in again on 401 without a toast', async () => {
    answer(401, { success: { ok: false, message: 'expired' } });
    await expect(callApi(getSignedInUser, {})).rejects.toMatchObject({ status: 401 });
    expect(signIns).toBe(1);
    expect(shown).toEqual([]);
  });

  it("leaves a quiet call's failures to its caller, yet signs in again on 401", async () => {
    answer(403, { success: { ok: false, message: 'You do not have permission' } });
    answer(200, { success: { ok: false } });
    answer(401, { success: { ok: false, message: 'expired' } });
    await expect(callApi(getSignedInUser, { isQuiet: true })).rejects.toMatchObject({
      status: 403,
    });
    await expect(callApi(getSignedInUser, { isQuiet: true })).rejects.toMatchObject({
      kind: 'rejected',
    });
    await expect(callApi(getSignedInUser, { isQuiet: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(shown).toEqual([]);
    expect(signIns).toBe(1);
  });

  it("tells the server's own words from the client's stand-in", async () => {
    answer(400, { success: { ok: false, message: 'settings[0].value: must be at most 100' } });
    answer(500, '');
    answer(200, { success: { ok: false } });
    answer(200, { success: { ok: false, message: 'Not now.' } });
    const failures: unknown[] = [];
    for (let call = 0; call < 4; call += 1)
      failures.push(await callApi(getSignedInUser, { isQuiet: true }).catch((error) => error));
    expect(failures.map(serverTextOf)).toEqual([
      'settings[0].value: must be at most 100',
      undefined,
      undefined,
      'Not now.',
    ]);
  });

  it('toasts a 200 answer with success.ok false', async () => {
    answer(200, { success: { ok: false } });
    await expect(callApi(getSignedInUser, {})).rejects.toMatchObject({ kind: 'rejected' });
    expect(shown).toEqual(['Something went wrong']);
  });

  it('reports a superseded request as canceled, without a toast', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(callApi(getSignedInUser, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'canceled',
    });
    expect(shown).toEqual([]);
  });

  it('treats an answer that breaks its contract as an error', async () => {
    answer(200, '<html>proxy error page</html>');
    await expect(callApi(getSignedInUser, {})).rejects.toMatchObject({ kind: 'invalid' });
    expect(shown).toEqual(['Something went wrong']);
  });
});
