import {
  fullPath,
  getClientConfiguration,
  getSupportClientConfiguration,
} from '@marquee/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthSession } from './auth-session';
import { clientConfigurationAddress } from './client-configuration';

const external = {
  authority: 'https://login.example.com',
  clientId: 'signage-console',
  scope: 'openid offline_access',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('how a session signs in', () => {
  it('asks the client-configuration call of its own backend', () => {
    expect(clientConfigurationAddress('player')).toBe(fullPath(getClientConfiguration));
    expect(clientConfigurationAddress('support')).toBe(fullPath(getSupportClientConfiguration));
  });

  it('asks its own backend once, however often it is needed', async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: { ok: true }, ...external }));
    vi.stubGlobal('fetch', fetchMock);
    const session = new AuthSession('support', 'https://signs.example', localStorage);

    const [first, second] = await Promise.all([session.prepare(), session.prepare()]);
    expect(first).toEqual(external);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/support/api/identity/configuration', {
      headers: { Accept: 'application/json' },
    });
  });

  it('asks again after a failed or malformed answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { success: { ok: false, message: 'Starting' } }));
    vi.stubGlobal('fetch', fetchMock);
    const session = new AuthSession('player', 'https://signs.example', localStorage);

    await expect(session.prepare()).rejects.toThrow(/503/);
    fetchMock.mockResolvedValueOnce(answer(200, { success: { ok: true }, authority: 42 }));
    await expect(session.prepare()).rejects.toThrow(/no sign-in configuration/);
    fetchMock.mockResolvedValueOnce(answer(200, { success: { ok: true }, ...external }));
    await expect(session.prepare()).resolves.toEqual(external);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
