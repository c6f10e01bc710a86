import { can } from '@marquee/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/kit/data-table';
import { notifySuccess } from '@/lib/notifications/notify';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { useFilterParam } from '@/lib/shell/filter-tabs';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import {
  displayNameOf,
  toUserRow,
  usersTableColumns,
  type UserRow,
  type UserRowAction,
} from '@/shared/users/users-table-columns';
import {
  useDeleteUsers,
  useResetPasswordOrInvitation,
  useUserList,
  type UserOrderBy,
} from './users.api';

// The modals load on first use, so the list itself arrives sooner.
const InviteUserModal = lazy(() =>
  import('./invite-user-modal').then((module) => ({ default: module.InviteUserModal })),
);
const DeleteUsersModal = lazy(() =>
  import('@/shared/users/delete-users-modal').then((module) => ({
    default: module.DeleteUsersModal,
  })),
);

const tabs = ['all', 'active', 'inactive'] as const;
const orderKeys: readonly string[] = ['firstName', 'lastName', 'email', 'lastLogin'];

function isOrderBy(value: string): value is UserOrderBy {
  return orderKeys.includes(value);
}

function isActiveFor(tab: string | null): boolean | undefined {
  if (tab === 'active') return true;
  if (tab === 'inactive') return false;
  return undefined;
}

export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const sessionUser = useSessionUser();
  const [tab, setTab] = useFilterParam();
  const listPage = useListPage({ orderBy: 'firstName', order: 'asc' });
  const { searchText, sort } = listPage;
  const [isInviting, setInviting] = useState(false);
  const [toDelete, setToDelete] = useState<{ ids: string[]; name?: string } | null>(null);
  const resend = useResetPasswordOrInvitation();

  const users = useUserList(
    {
      orderBy: isOrderBy(sort.orderBy) ? sort.orderBy : 'firstName',
      order: sort.order,
      isActive: isActiveFor(tab),
    },
    searchText,
  );
  const rows = useMemo(() => users.items.map(toUserRow), [users.items]);

  const onRowAction = (action: UserRowAction, user: UserRow) => {
    if (action === 'delete') {
      setToDelete({ ids: [user.id], name: displayNameOf(user) });
      return;
    }
    resend.mutate(user.id, {
      onSuccess: ({ kind, email }) =>
        notifySuccess(
          t(kind === 'reset' ? 'users.resetSent' : 'users.invitationRenewed', { email }),
        ),
    });
  };
  const canEdit = can(sessionUser, 'RolesAndUsers', 'edit');
  const columns = usersTableColumns(t, i18n.language, canEdit ? onRowAction : undefined);

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        tabs={tabs.map((value) => ({ value, label: t(`tabs.users.${value}`) }))}
        search={listPage.search}
        addNew={
          canEdit
            ? { label: t('users.invite.action'), onClick: () => setInviting(true) }
            : undefined
        }
      />
      <DataTable
        tableId="users"
        {...listPage.tableProps(users)}
        columns={columns}
        items={rows}
        bulkActions={canEdit ? [{ label: t('users.delete'), emitAction: 'delete' }] : []}
        onBulkAction={(_action, ids) => setToDelete({ ids })}
        emptyState={{
          isFiltered: searchText.trim() !== '',
          tab: isActiveFor(tab) === undefined ? undefined : t(`tabs.users.${tab}`),
          onClear: () => {
            listPage.clearSearch();
            if (tab !== null) setTab('all');
          },
          title: t('users.welcome.title'),
          text: t('users.welcome.text'),
          action: canEdit
            ? { label: t('users.invite.action'), onClick: () => setInviting(true) }
            : undefined,
        }}
        // Fixed widths keep the status badges whole and fit 1440 px with the side bar pinned;
        // narrower screens scroll the table, with the row options kept in view.
        isResizable
      />
      <Suspense fallback={null}>
        {isInviting && <InviteUserModal onClose={() => setInviting(false)} />}
        {toDelete && (
          <DeleteUsersModal
            target={toDelete}
            useRemove={useDeleteUsers}
            onClose={() => setToDelete(null)}
          />
        )}
      </Suspense>
    </>
  );
}
