import { can } from '@marquee/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf, toUserRow, type UserRow } from '@/shared/users/users-table-columns';
import { DataTable } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { supportUsersColumns, type SupportUserAction } from './support-users-columns';
import {
  useDeleteSupportUser,
  useSupportUserList,
  type SupportUserOrderBy,
} from './support-users.api';

// The dialogs load on first use, so the list itself arrives sooner.
const SupportUserModal = lazy(() =>
  import('./support-user-modal').then((module) => ({ default: module.SupportUserModal })),
);
const DeleteUsersModal = lazy(() =>
  import('@/shared/users/delete-users-modal').then((module) => ({
    default: module.DeleteUsersModal,
  })),
);

const orderKeys: readonly string[] = ['firstName', 'lastName', 'email', 'lastLogin'];
const isOrderBy = (value: string): value is SupportUserOrderBy => orderKeys.includes(value);

/** Who the dialog is open for: a new invitation or a user to edit. */
type Editing = { user?: UserRow } | null;

/**
 * Support staff, as far as the caller's own roles reach (the server leaves out the others and
 * refuses what goes beyond; its reasons show in the dialogs).
 */
export default function SupportUsersPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const sessionUser = useSessionUser();
  const listPage = useListPage({ orderBy: 'firstName', order: 'asc' });
  const { searchText, sort } = listPage;
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<{ ids: string[]; name?: string } | null>(null);

  const users = useSupportUserList(
    { orderBy: isOrderBy(sort.orderBy) ? sort.orderBy : 'firstName', order: sort.order },
    searchText,
  );
  const rows = useMemo(() => users.items.map(toUserRow), [users.items]);
  const canEdit = can(sessionUser, 'SupportUsersAndRoles', 'edit');
  const onAction = (action: SupportUserAction, user: UserRow) => {
    if (action === 'edit') setEditing({ user });
    else setToDelete({ ids: [user.id], name: displayNameOf(user) });
  };

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={listPage.search}
        addNew={
          canEdit ? { label: t('users.invite.action'), onClick: () => setEditing({}) } : undefined
        }
      />
      <DataTable
        tableId="support-users"
        {...listPage.tableProps(users)}
        columns={supportUsersColumns(t, i18n.language, canEdit ? onAction : undefined)}
        items={rows}
        isResizable
      />
      <Suspense fallback={null}>
        {editing && <SupportUserModal user={editing.user} onClose={() => setEditing(null)} />}
        {toDelete && (
          <DeleteUsersModal
            target={toDelete}
            useRemove={useDeleteSupportUser}
            onClose={() => setToDelete(null)}
          />
        )}
      </Suspense>
    </>
  );
}
