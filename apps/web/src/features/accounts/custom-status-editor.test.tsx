import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { CustomStatusEditor } from './custom-status-editor';

signInApiForEachTest();

function serve(status = 200) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: { ok: status < 400 }, modifiedCount: 1 }), { status }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lastCall = (fetch: ReturnType<typeof serve>) => {
  const [address, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { address, method: init.method, body: JSON.parse(String(init.body)) };
};

function show(current: Parameters<typeof CustomStatusEditor>[0]['current'], playerCodes = ['p-1']) {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <CustomStatusEditor account="acc-1" playerCodes={playerCodes} current={current} />
    </QueryClientProvider>,
  );
}

describe('custom status editor', () => {
  it('sets a first status that overwrites the online status by default', async () => {
    const fetch = serve();
    show(null);
    expect(screen.queryByRole('button', { name: 'Remove status' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Set status' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Status text'), '  Under repair ');
    await userEvent.click(submit);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 5_000 });
    expect(lastCall(fetch)).toEqual({
      address: '/support/api/customPlayerStatus',
      method: 'PUT',
      body: {
        AccountCode: 'acc-1',
        customPlayerStatus: {
          text: 'Under repair',
          overwriteOnlineStatus: true,
          playerCodes: ['p-1'],
        },
      },
    });
  });

  it('replaces a status beside the online one, and removes it', async () => {
    const fetch = serve();
    show({ text: 'Old', overwriteOnlineStatus: true, setAt: '2026-01-01T00:00:00Z' });
    const text = screen.getByLabelText('Status text');
    await userEvent.clear(text);
    await userEvent.type(text, 'New');
    await userEvent.click(screen.getByLabelText('Show instead of the online status'));
    await userEvent.click(screen.getByRole('button', { name: 'Replace status' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(lastCall(fetch).body.customPlayerStatus).toMatchObject({
      text: 'New',
      overwriteOnlineStatus: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove status' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(lastCall(fetch)).toEqual({
      address: '/support/api/customPlayerStatus/delete',
      method: 'POST',
      body: { AccountCode: 'acc-1', customPlayerStatus: { playerCodes: ['p-1'] } },
    });
  });

  it('removes the statuses of several players, whatever the first one has', async () => {
    const fetch = serve();
    show(null, ['p-1', 'p-2']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove status' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 5_000 });
    expect(lastCall(fetch).body).toEqual({
      AccountCode: 'acc-1',
      customPlayerStatus: { playerCodes: ['p-1', 'p-2'] },
    });
  });

  it("says so when the status can't be set", async () => {
    serve(500);
    show(null);
    await userEvent.type(screen.getByLabelText('Status text'), 'Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occured when setting the custom player status.',
    );
  });
});
