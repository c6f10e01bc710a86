import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import OrganizationsPage from './organizations-page';

signInApiForEachTest();

const north = {
  organizationCode: 'north',
  organizationName: 'North chain',
  accounts: [{ clientCode: 'demo-cafe', clientName: 'Demo Cafe' }],
};

const answer = (json: object, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(json), { status }));

/** The organizations list; deleting answers `onDelete`, saving echoes the organization. */
function serve(onDelete: () => Promise<Response>) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') return onDelete();
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { OrganizationName: string };
      return answer({
        success: { ok: true },
        operationSuccessful: true,
        organization: { ...north, organizationName: body.OrganizationName },
      });
    }
    if (address.includes('/organization'))
      return answer({
        success: { ok: true },
        operationSuccessful: true,
        organizations: [north],
        hasMore: false,
      });
    return answer({ success: { ok: true }, clients: [], hasMore: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <OrganizationsPage /> }]);
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { SupportOrganizations: 'AddAndEdit' } })}
    >
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
}

describe('OrganizationsPage', () => {
  it('lists organizations with their clients and renames one', async () => {
    const fetch = serve(() => answer({}));
    renderPage();
    expect(await screen.findByText('Demo Cafe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'North chain' }));
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'South chain');
    await userEvent.click(screen.getByRole('button', { name: 'Save organization' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const saved = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(saved?.[0]).toContain('/organization/north');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      OrganizationCode: 'north',
      OrganizationName: 'South chain',
      ClientCodes: ['demo-cafe'],
    });
  });

  it('shows why an organization in use cannot be deleted', async () => {
    serve(() =>
      answer({ success: { ok: false, message: 'The organization is used by role Desk' } }, 409),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'North chain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete organization' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete organization' }));
    expect(
      await within(dialog).findByText('The organization is used by role Desk'),
    ).toBeInTheDocument();
  });
});
