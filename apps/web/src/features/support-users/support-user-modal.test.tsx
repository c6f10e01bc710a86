import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@marquee/contracts';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { SupportUserModal } from './support-user-modal';

signInApiForEachTest();

const ada: UserListItem = {
  userId: 'ada',
  firstName: 'Ada',
  lastName: 'Agent',
  email: 'ada@example.com',
  isActive: true,
  isOwner: false,
  isAdmin: false,
  isInvitationPending: false,
  roles: [{ roleCode: 'helpdesk', roleName: 'Helpdesk' }],
  locationCodes: [],
  lastLogin: null,
};

const ok = (body: object) =>
  new Response(JSON.stringify({ success: { ok: true }, ...body }), { status: 200 });

/** The server's answers by address; `roles` answers the roles assignment. */
function serve(roles: Response) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    if (address.includes('/api/users/roles/')) return Promise.resolve(roles);
    if (address.endsWith('/api/users') && init?.method === 'PUT')
      return Promise.resolve(ok({ user: ada }));
    return Promise.resolve(ok({ clients: [], hasMore: false }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderModal(user?: UserListItem) {
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <SupportUserModal user={user} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('SupportUserModal', () => {
  it('saves a name change without touching the roles it did not change', async () => {
    const fetch = serve(ok({}));
    const onClose = renderModal(ada);
    const dialog = await screen.findByRole('dialog', { name: 'Edit support user' });
    const firstName = within(dialog).getByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Adele');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5_000 });
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      UserCode: 'ada',
      FirstName: 'Adele',
    });
    expect(fetch.mock.calls.some(([address]) => address.includes('/roles/'))).toBe(false);
  });

  it("shows the server's refusal of a role beyond the caller's reach in the dialog", async () => {
    serve(
      new Response(
        JSON.stringify({
          success: { ok: false, message: 'RoleCodes: grants more than your own roles' },
        }),
        { status: 403 },
      ),
    );
    const onClose = renderModal(ada);
    const dialog = await screen.findByRole('dialog', { name: 'Edit support user' });
    // Taking the held role away is a change of roles, sent after the person is saved.
    await userEvent.type(within(dialog).getByLabelText('Roles'), '{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'RoleCodes: grants more than your own roles',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('invites with the invitation texts and needs an address and a first name', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'new@example.com');
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Nora');
    expect(send).toBeEnabled();
  });
});
