import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import { SupportPlayerDrawer } from './support-player-drawer';

signInApiForEachTest();

const supportUser = testSupportUser({
  authorisation: { SupportPlayers: 'AddAndEdit', SupportPlayerCommands: 'AddAndEdit' },
});

const status = {
  success: { ok: true },
  status: {
    kind: 'custom',
    customText: 'Under repair',
    noContactForMs: null,
    reasons: [],
    isFake: false,
  },
  lastHeartbeatAt: '2026-01-01T10:00:00Z',
  LastWriteTime: null,
  LastInUseTime: '2026-01-01T09:00:00Z',
  PlaylistHashCode: 'hash-a',
  LastInUseHashCode: 'hash-b',
  errors: [],
  customPlayerStatus: { text: 'Under repair', overwriteOnlineStatus: true, setAt: null },
  customPlayerStatusHistory: [
    { text: null, overwriteOnlineStatus: false, setBy: 'Ann', setAt: '2025-12-01T00:00:00Z' },
  ],
};

/** Answers by address: details fail, the rest answer, a reboot fails. */
function serve() {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    const answer = (body: unknown, code = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status: code }));
    if (address.endsWith('/details')) return answer({ success: { ok: false } }, 500);
    if (address.endsWith('/status')) return answer(status);
    if (address.includes('/api/comments/')) return answer({ success: { ok: true }, comments: [] });
    // The screen has sent no file yet.
    if (/\/(screenshot|logs)$/.test(address))
      return Promise.resolve(new Response(null, { status: 204 }));
    if (address.endsWith('/reboot') && init?.method === 'POST') {
      return answer({ success: { ok: false, message: 'Server said no' } }, 500);
    }
    return answer({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('support player drawer', () => {
  it("shows the status with its playlist hashes and history, and the spec's error texts", async () => {
    serve();
    renderWithProviders(
      <SessionUserContext.Provider value={supportUser}>
        <SupportPlayerDrawer player={{ account: 'acc-1', player: 'p-1' }} onClose={() => {}} />
      </SessionUserContext.Provider>,
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('hash-b')).toBeInTheDocument();
    expect(within(drawer).getByText('Playlist last changed').nextSibling).toHaveTextContent(
      'Never',
    );
    // No raw field names of the player's state.
    expect(
      within(drawer).queryByText(/^(LastWriteTime|LastInUseTime|PlaylistHashCode)$/),
    ).toBeNull();
    expect(drawer.querySelector('[data-status="custom"]')).toHaveTextContent('Under repair');
    expect(within(drawer).getByText('Removed')).toBeInTheDocument();
    expect(
      await within(drawer).findByText("An error occured when fetching the player's details."),
    ).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Reboot' }));
    expect(
      await within(drawer).findByText('An error has occured when trying to reboot your player.'),
    ).toBeInTheDocument();
  });
});
