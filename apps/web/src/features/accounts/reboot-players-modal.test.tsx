import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { RebootPlayersModal } from './reboot-players-modal';

signInApiForEachTest();

function serve(code: number) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: { ok: code < 400 }, commandCount: 2 }), {
        status: code,
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('reboot players', () => {
  it('reboots every chosen player of the account in one call', async () => {
    const fetch = serve(202);
    const onClose = vi.fn();
    renderWithProviders(
      <RebootPlayersModal account="acc-1" playerCodes={['p-1', 'p-2']} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/support/api/players/acc-1/rebootplayers');
    expect(JSON.parse(String(init.body))).toEqual({ PlayerCodes: ['p-1', 'p-2'] });
  });

  it("shows the spec's text when the reboot fails", async () => {
    serve(500);
    renderWithProviders(
      <RebootPlayersModal account="acc-1" playerCodes={['p-1', 'p-2']} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    expect(
      await within(dialog).findByText('An error has occured when trying to reboot your players.'),
    ).toBeInTheDocument();
  });
});
