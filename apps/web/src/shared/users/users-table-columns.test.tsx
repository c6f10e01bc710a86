import type { UserListItem } from '@marquee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/kit/data-table';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { toUserRow, usersTableColumns, type UserRowAction } from './users-table-columns';

function user(overrides: Partial<UserListItem>): UserListItem {
  return {
    userId: 'u1',
    firstName: 'Ada',
    lastName: 'Active',
    email: 'ada@example.com',
    isActive: true,
    isOwner: false,
    isAdmin: false,
    isInvitationPending: false,
    roles: [{ roleCode: 'r1', roleName: 'Editor' }],
    locationCodes: [],
    lastLogin: '2026-03-04T10:15:00.000Z',
    ...overrides,
  };
}

const users = [
  user({ userId: 'owner', firstName: 'Olle', lastName: 'Owner', isOwner: true }),
  user({
    userId: 'pending',
    firstName: 'Pia',
    lastName: 'Pending',
    email: 'pia.pending-invitations@marketing.example.com',
    isInvitationPending: true,
    lastLogin: null,
    locationCodes: ['L1', 'L2', 'L3', 'L4'],
  }),
  user({
    userId: 'gone',
    firstName: 'Ivo',
    lastName: 'Inactive',
    isActive: false,
    locationCodes: ['STO', 'GBG'],
  }),
];

function renderUsers(onAction?: (action: UserRowAction, userId: string) => void) {
  const columns = usersTableColumns(
    i18n.t,
    'en_US',
    onAction && ((action, row) => onAction(action, row.id)),
  );
  return renderWithProviders(
    <DataTable tableId="users" userId="me" columns={columns} items={users.map(toUserRow)} />,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the users table columns', () => {
  it('shows names, status badges, last login or Never, and location codes or a count', () => {
    renderUsers();
    expect(within(rowOf('Pia Pending')).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(rowOf('Pia Pending')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Pia Pending')).getByText('4 locations')).toBeInTheDocument();
    expect(within(rowOf('Ivo Inactive')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Ivo Inactive')).getByText('STO, GBG')).toBeInTheDocument();
    expect(within(rowOf('Olle Owner')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Olle Owner')).getByText('No locations')).toBeInTheDocument();
    expect(within(rowOf('Olle Owner')).getByText(/2026/)).toBeInTheDocument();
    // A phone scrolls the table rather than squeezing a status badge to a few letters.
    expect(within(rowOf('Olle Owner')).getByText('Active').closest('td')).toHaveAttribute(
      'data-one-line',
    );
  });

  it('cuts a long address to one line, keeping the whole of it as the title and in the page', () => {
    renderUsers();
    const address = 'pia.pending-invitations@marketing.example.com';
    // A phone scrolls the table at fixed column widths; the address would break inside itself.
    const cell = within(rowOf('Pia Pending')).getByText(address).closest('td');
    expect(cell).toHaveAttribute('data-truncated');
    expect(cell).toHaveAttribute('title', address);
  });

  it('never offers the owner for selection or removal', async () => {
    renderUsers(vi.fn());
    expect(screen.queryByRole('checkbox', { name: 'Select row owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row gone' })).toBeInTheDocument();
    await userEvent.click(within(rowOf('Olle Owner')).getByRole('button', { name: /^Options/ }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeDisabled();
  });

  it('offers a renewed invitation to pending users and a password reset to the others', async () => {
    const onAction = vi.fn();
    renderUsers(onAction);
    await userEvent.click(within(rowOf('Pia Pending')).getByRole('button', { name: /^Options/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    expect(onAction).toHaveBeenCalledWith('resend', 'pending');
    await userEvent.click(within(rowOf('Ivo Inactive')).getByRole('button', { name: /^Options/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    expect(onAction).toHaveBeenLastCalledWith('resend', 'gone');
  });

  it('gives a viewer who may not edit neither selection nor row options', () => {
    renderUsers();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Options/ })).not.toBeInTheDocument();
    expect(within(rowOf('Ivo Inactive')).getByText('Inactive')).toBeInTheDocument();
  });
});
