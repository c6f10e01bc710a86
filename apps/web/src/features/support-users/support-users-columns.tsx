import type { TFunction } from 'i18next';
import { ActionMenu } from '@/kit/action-menu';
import type { DataTableColumn } from '@/kit/data-table';
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
    {
      id: 'options',
      options: true,
      render: (user) => (
        <ActionMenu
          isIconOnly
          label={t('users.options', { name: user.email })}
          items={[
            { label: t('supportUsers.edit'), emitAction: 'edit' },
            { label: t('users.delete'), emitAction: 'delete' },
          ]}
          onAction={(action) => onAction(action === 'delete' ? 'delete' : 'edit', user)}
        />
      ),
    },
  ];
}
