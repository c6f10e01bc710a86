import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { BulkLocationModal, DeleteScreensModal, RebootScreensModal } from './bulk-dialogs';

signInApiForEachTest();

function serve() {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          success: { ok: true },
          modifiedCount: 2,
          deletedCount: 2,
          commandCount: 2,
        }),
        { status: 200 },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(ui: ReactElement) {
  renderWithProviders(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return screen.findByRole('dialog');
}

const lastCall = (fetch: ReturnType<typeof serve>) => {
  const [address, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
  return { address, method: init.method, body: JSON.parse(String(init.body)) };
};

describe('bulk dialogs', () => {
  it('asks before deleting and then deletes every chosen screen in one call', async () => {
    const fetch = serve();
    const onClose = vi.fn();
    const dialog = await open(
      <DeleteScreensModal target={{ ids: ['a', 'b'] }} onClose={onClose} />,
    );
    expect(dialog).toHaveTextContent('Delete 2 screens?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    expect(lastCall(fetch)).toEqual({
      address: '/api/players/deletemultiple',
      method: 'PUT',
      body: { playerCodes: ['a', 'b'] },
    });
  });

  it('names the one screen it reboots', async () => {
    const fetch = serve();
    const dialog = await open(
      <RebootScreensModal target={{ ids: ['a'], name: 'Lobby' }} onClose={vi.fn()} />,
    );
    expect(dialog).toHaveTextContent('Reboot Lobby?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 5_000 });
    expect(lastCall(fetch).body).toEqual({ PlayerCodes: ['a'] });
  });

  it('leaves the screens without a location when none is chosen', async () => {
    const fetch = serve();
    const dialog = await open(<BulkLocationModal target={{ ids: ['a', 'b'] }} onClose={vi.fn()} />);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set location' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 5_000 });
    expect(lastCall(fetch)).toMatchObject({
      address: '/api/players/location',
      body: { playerCodes: ['a', 'b'], locationCode: null },
    });
  });
});
