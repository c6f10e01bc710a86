import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { CreateAccountModal } from './create-account-modal';
import { DeleteAccountModal } from './delete-account-modal';

signInApiForEachTest();

/** Business types answer; creating is refused (403) and deleting fails with the server's reason. */
function serve() {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    const answer = (json: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(json), { status }));
    if (address.endsWith('/accounts/availableBusinessTypes')) {
      return answer({
        success: { ok: true },
        BusinessTypes: [{ businessTypeCode: 'Retail', name: 'Retail' }],
      });
    }
    if (init?.method === 'POST' && address.endsWith('/api/accounts')) {
      return answer({ success: { ok: false, message: 'Your roles may not create accounts' } }, 403);
    }
    if (init?.method === 'DELETE') {
      return answer({ success: { ok: false, message: 'The account is in use' } }, 409);
    }
    return answer({ success: { ok: false, message: `unexpected ${address}` } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('create account dialog', () => {
  it('asks for a name and a valid owner email, then shows why the server refused', async () => {
    const user = userEvent.setup();
    const fetch = serve();
    renderWithProviders(<CreateAccountModal onClose={() => {}} onCreated={() => {}} />);
    const create = screen.getByRole('button', { name: 'Create account' });
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: /Account name/ }));
    await user.tab();
    expect(screen.getByText("Enter the account's name")).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Account name/ }));
    await user.paste('Harbour Gym');
    await user.click(screen.getByRole('textbox', { name: /Owner's email/ }));
    await user.paste('owner@');
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: /Owner's email/ }));
    await user.paste('example.com');
    await user.click(screen.getByRole('combobox', { name: 'Business type' }));
    // The list opens in a portal beside the dialog, which hides its siblings from the tree.
    await user.click(await screen.findByRole('option', { name: 'Retail', hidden: true }));
    await user.click(create);

    expect(await screen.findByText('Your roles may not create accounts')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      AccountName: 'Harbour Gym',
      BusinessType: 'Retail',
      OwnerEmail: 'owner@example.com',
    });
    // Many fields to fill on a busy machine.
  }, 15_000);
});

describe('delete account dialog', () => {
  it("deletes only once the account's name is typed exactly, and shows the server's reason", async () => {
    const user = userEvent.setup();
    const fetch = serve();
    renderWithProviders(
      <DeleteAccountModal
        account={{ clientCode: 'demo-cafe', clientName: 'Demo Cafe' }}
        onClose={() => {}}
        onDeleted={() => {}}
      />,
    );
    expect(screen.getByText(/This deletes Demo Cafe with all its players/)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete account' });
    const name = screen.getByRole('textbox', { name: "Type the account's name to confirm" });
    await user.type(name, 'demo cafe');
    expect(confirm).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Demo Cafe');
    await user.click(confirm);

    expect(await screen.findByText('The account is in use')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [address] = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE') ?? [];
    expect(address).toMatch(/\/api\/accounts\/demo-cafe\?ConfirmAccountName=Demo\+Cafe$/);
  });
});
