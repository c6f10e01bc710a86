import type { TFunction } from 'i18next';
import { rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { usersTableColumns, type UserRow } from '@/shared/users/users-table-columns';

export type SupportUserAction = 'edit' | 'delete';

/**
 * The customer users' columns less locations (support staff belong to no account's
 * locations). Without `onAction` (a caller who may only view) rows have no options.
 */
export function supportUsersColumns(
  t: TFunction,
  language: string,
  onAction?: (action: SupportUserAction, user: UserRow) => void,
): DataTableColumn<UserRow>[] {
  const columns = usersTableColumns(t, language).filter((column) => column.id !== 'locations');
  if (!onAction) return columns;
  return [
    ...columns,
    rowOptionsColumn({
      label: (user) => t('users.options', { name: user.email }),
      options: () => [
        { action: 'edit', label: t('supportUsers.edit') },
        { action: 'delete', label: t('users.delete') },
      ],
      onAction,
    }),
  ];
}
