import type { UserListItem } from '@marquee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/kit/data-table';
import { i18n } from '@/lib/i18n/i18n';
import { toUserRow } from '@/shared/users/users-table-columns';
import { renderWithProviders } from '@/test/render';
import { supportUsersColumns } from './support-users-columns';

const agent: UserListItem = {
  userId: 'agent',
  firstName: 'Sam',
  lastName: 'Support',
  email: 'sam@example.com',
  isActive: true,
  isOwner: false,
  isAdmin: false,
  isInvitationPending: true,
  roles: [{ roleCode: 'helpdesk', roleName: 'Helpdesk' }],
  locationCodes: [],
  lastLogin: null,
};

function renderTable(onAction?: Parameters<typeof supportUsersColumns>[2]) {
  renderWithProviders(
    <DataTable
      tableId="support-users"
      userId="me"
      columns={supportUsersColumns(i18n.t, 'en_US', onAction)}
      items={[toUserRow(agent)]}
    />,
  );
  return screen.getByRole('row', { name: /Sam Support/ });
}

describe('the support users columns', () => {
  it('shows name, roles and status but no locations, which staff do not have', () => {
    const row = renderTable();
    expect(within(row).getByText('Helpdesk')).toBeInTheDocument();
    expect(within(row).getByText('Invitation pending')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Locations' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Options/ })).not.toBeInTheDocument();
  });

  it('offers edit and delete to a caller who may edit', async () => {
    const onAction = vi.fn();
    const row = renderTable(onAction);
    await userEvent.click(within(row).getByRole('button', { name: /^Options/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onAction).toHaveBeenCalledWith('edit', expect.objectContaining({ id: 'agent' }));
    await userEvent.click(within(row).getByRole('button', { name: /^Options/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenLastCalledWith('delete', expect.objectContaining({ id: 'agent' }));
  });
});
