import { Alert, Badge, Anchor, Stack } from '@mantine/core';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/kit/data-table';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { ClientSelect } from '@/shared/support/client-select';
import type { SupportRole } from './role-grants';
import { supportRolesQuery } from './support-roles.api';
import { rolePath } from './role-paths';

type RoleRow = SupportRole & { id: string };

/** The roles of the client chosen above the table (kept in the address, so back returns to it). */
export function SupportRolesList() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const sessionUser = useSessionUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const clientCode = params.get('client');
  const roles = useQuery({ ...supportRolesQuery(clientCode ?? ''), enabled: !!clientCode });
  const canEdit = can(sessionUser, 'SupportUsersAndRoles', 'edit');
  const rows: RoleRow[] = (roles.data ?? []).map((role) => ({ ...role, id: role.roleCode }));
  const columns: DataTableColumn<RoleRow>[] = [
    {
      id: 'name',
      name: t('supportRoles.columns.name'),
      locked: true,
      defaultWidth: 220,
      render: (role) =>
        canEdit && clientCode ? (
          <Anchor component={Link} to={rolePath(clientCode, role.roleCode)} size="sm" fw={500}>
            {role.roleName}
          </Anchor>
        ) : (
          role.roleName
        ),
    },
    {
      id: 'description',
      name: t('supportRoles.columns.description'),
      attributeName: 'roleDescription',
      defaultWidth: 360,
    },
    {
      id: 'builtIn',
      name: t('supportRoles.columns.kind'),
      defaultWidth: 120,
      render: (role) =>
        role.isBuiltIn && (
          <Badge variant="light" color="gray">
            {t('supportRoles.builtIn')}
          </Badge>
        ),
    },
  ];

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        addNew={
          canEdit
            ? {
                label: t('supportRoles.add'),
                onClick: () => void navigate(rolePath(clientCode, 'new')),
              }
            : undefined
        }
      />
      <Stack gap="md">
        <ClientSelect
          label={t('supportRoles.client')}
          placeholder={t('supportUsers.rolesClientPlaceholder')}
          value={clientCode}
          onChange={(code) => setParams(code ? { client: code } : {})}
        />
        {roles.isError && <Alert color="orange">{failureTextOf(roles.error)}</Alert>}
        <DataTable
          tableId="support-roles"
          userId={sessionUser.email}
          columns={columns}
          items={rows}
          isLoading={roles.isFetching}
          emptyText={clientCode ? undefined : t('supportRoles.chooseClient')}
        />
      </Stack>
    </>
  );
}
