import { Badge, Text } from '@mantine/core';
import type { UserListItem } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';

/** A users list row as the table needs it; the owner cannot be selected or removed. */
export type UserRow = UserListItem & { id: string; allow: { edit: boolean } };

export function toUserRow(user: UserListItem): UserRow {
  return { ...user, id: user.userId, allow: { edit: !user.isOwner } };
}

export type UserRowAction = 'resend' | 'delete';

/** The name a person goes by in the list; an invitation may carry an address only. */
export function displayNameOf(user: Pick<UserListItem, 'firstName' | 'lastName' | 'email'>) {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Past this many codes the cell shows a count, so a row stays one line. */
const maxListedLocations = 3;

function formatLastLogin(lastLogin: string | null, t: TFunction, language: string): string {
  if (!lastLogin) return t('users.never');
  return new Intl.DateTimeFormat(language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(lastLogin));
}

export function UserStatusBadge({ user, t }: { user: UserListItem; t: TFunction }) {
  if (user.isInvitationPending)
    return (
      <Badge color="yellow" variant="light">
        {t('users.status.pending')}
      </Badge>
    );
  return user.isActive ? (
    <Badge color="teal" variant="light">
      {t('users.status.active')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('users.status.inactive')}
    </Badge>
  );
}

function LocationsCell({ codes, t }: { codes: readonly string[]; t: TFunction }) {
  if (codes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('users.noLocations')}
      </Text>
    );
  if (codes.length > maxListedLocations) return t('users.locationCount', { count: codes.length });
  return codes.join(', ');
}

/**
 * The spec's users columns (001 section 2); the sortable ones carry the search's OrderBy.
 * Without `onAction` (a viewer who may not edit) there is nothing to select or act on.
 */
export function usersTableColumns(
  t: TFunction,
  language: string,
  onAction?: (action: UserRowAction, user: UserRow) => void,
): DataTableColumn<UserRow>[] {
  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'userName',
      name: t('users.columns.userName'),
      orderBy: 'firstName',
      locked: true,
      defaultWidth: 160,
      render: (user) => (
        <Text size="sm" fw={500}>
          {displayNameOf(user)}
        </Text>
      ),
    },
    {
      id: 'email',
      name: t('users.columns.email'),
      orderBy: 'email',
      attributeName: 'email',
      defaultWidth: 240,
      isTruncated: true,
    },
    {
      id: 'roles',
      name: t('users.columns.roles'),
      defaultWidth: 120,
      render: (user) => user.roles.map((role) => role.roleName).join(', '),
    },
    {
      id: 'locations',
      name: t('users.columns.locations'),
      defaultWidth: 110,
      render: (user) => <LocationsCell codes={user.locationCodes} t={t} />,
    },
    {
      id: 'lastLogin',
      name: t('users.columns.lastLogin'),
      orderBy: 'lastLogin',
      defaultWidth: 140,
      render: (user) => formatLastLogin(user.lastLogin, t, language),
    },
    {
      id: 'status',
      name: t('users.columns.status'),
      // Wide enough for the longest badge ("Invitation pending", "Einladung ausstehend") whole.
      defaultWidth: 185,
      isOneLine: true,
      render: (user) => <UserStatusBadge user={user} t={t} />,
    },
  ];
  if (!onAction) return columns;
  return [
    { id: 'select', checkbox: true },
    ...columns,
    rowOptionsColumn({
      label: (user) => t('users.options', { name: user.email }),
      options: (user) => [
        {
          action: 'resend',
          label: user.isInvitationPending ? t('users.resendInvitation') : t('users.resetPassword'),
        },
        { action: 'delete', label: t('users.delete'), disabled: user.isOwner },
      ],
      onAction,
    }),
  ];
}
