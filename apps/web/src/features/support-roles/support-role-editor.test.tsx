import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import type { RoleComponent, SupportRole } from './role-grants';
import { SupportRoleEditor } from './support-role-editor';

signInApiForEachTest();

const component = (componentCode: string, overrides: Partial<RoleComponent> = {}) => ({
  componentCode,
  id: componentCode,
  defaultPermission: 'None' as const,
  permission: 'None' as const,
  isAccountComponent: false,
  levels: ['None' as const, 'ViewOnly' as const, 'AddAndEdit' as const],
  subParts: [],
  ...overrides,
});

const components: RoleComponent[] = [
  component('SupportAlarms'),
  component('ContentType', { isAccountComponent: true, levels: ['Disabled', 'Enabled'] }),
];

const helpdesk: SupportRole = {
  roleCode: 'helpdesk',
  roleName: 'Helpdesk',
  roleDescription: '',
  isBuiltIn: false,
  components: [component('SupportAlarms', { permission: 'ViewOnly' })],
  screensComponent: null,
  mediaLibraryComponent: null,
  clientCode: 'ACME',
  clientsFilter: null,
};

const ok = (body: object, status = 200) =>
  new Response(JSON.stringify({ success: { ok: true }, ...body }), { status });

/** The server's answers by address; `onSave` answers the role's create or update. */
function serve(onSave: () => Response) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    if (address.includes('/components')) return Promise.resolve(ok({ components }));
    if (init?.method === 'POST' || init?.method === 'PUT') return Promise.resolve(onSave());
    if (address.includes('/api/roles/ACME/helpdesk'))
      return Promise.resolve(ok({ role: helpdesk }));
    return Promise.resolve(ok({ clients: [], hasMore: false }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderEditor(clientCode: string | null, roleCode: string | null) {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SupportRoleEditor clientCode={clientCode} roleCode={roleCode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const savedBody = (fetch: ReturnType<typeof serve>) => {
  const call = fetch.mock.calls.find(
    ([, init]) => init?.method === 'POST' || init?.method === 'PUT',
  );
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

describe('SupportRoleEditor', () => {
  it('starts a blank role from the components, and saves only with a name and a client', async () => {
    const fetch = serve(() => ok({ role: helpdesk }, 201));
    renderEditor('ACME', null);
    const save = await screen.findByRole('button', { name: 'Save role' });
    expect(screen.getByText('Alarms')).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('None')).not.toHaveLength(0);
    // Account components are switched per account and never offered on a role.
    expect(screen.queryByText('ContentType')).not.toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Night shift');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await vi.waitFor(
      () => expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true),
      { timeout: 5_000 },
    );
    expect(savedBody(fetch)).toMatchObject({
      Name: 'Night shift',
      ClientCode: 'ACME',
      // An empty clients filter saves none, which covers every client.
      ClientsFilter: null,
      ComponentsAndSubParts: [{ UniqueCode: 'SupportAlarms', Permission: 'None' }],
    });
  });

  it('needs a client for a blank role opened without one', async () => {
    serve(() => ok({}));
    renderEditor(null, null);
    const save = await screen.findByRole('button', { name: 'Save role' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Night shift');
    expect(save).toBeDisabled();
  });

  it("edits a role's levels and shows the server's refusal", async () => {
    const fetch = serve(
      () =>
        new Response(
          JSON.stringify({
            success: { ok: false, message: 'ComponentsAndSubParts: beyond your own roles' },
          }),
          { status: 403 },
        ),
    );
    renderEditor('ACME', 'helpdesk');
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Helpdesk');
    expect(screen.getByDisplayValue('View only')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ComponentsAndSubParts: beyond your own roles',
    );
    expect(savedBody(fetch)).toMatchObject({
      ComponentsAndSubParts: [{ UniqueCode: 'SupportAlarms', Permission: 'ViewOnly' }],
    });
  });
});
