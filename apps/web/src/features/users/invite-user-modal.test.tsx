import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { InviteUserModal } from './invite-user-modal';

signInApiForEachTest();

/** The server's answers by path; the roles list is empty, the invitation answers `invite`. */
function serve(invite: { status: number; body: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string) =>
      Promise.resolve(
        address.includes('inviteUser')
          ? new Response(invite.body, { status: invite.status })
          : new Response(JSON.stringify({ success: { ok: true }, roles: [] }), { status: 200 }),
      ),
    ),
  );
}

async function sendInvitation() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <InviteUserModal onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  await user.type(within(dialog).getByLabelText(/Email/), 'taken@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  return { dialog, onClose };
}

describe('InviteUserModal', () => {
  it("shows the server's message in the dialog when the address is taken", async () => {
    serve({
      status: 409,
      body: JSON.stringify({
        success: { ok: false, message: 'Email: a user with this address already exists' },
      }),
    });
    const { dialog, onClose } = await sendInvitation();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Email: a user with this address already exists',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the response text of an HTTP 500 that is not JSON', async () => {
    serve({ status: 500, body: 'upstream mail relay refused the message' });
    const { dialog } = await sendInvitation();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'upstream mail relay refused the message',
    );
  });
});
