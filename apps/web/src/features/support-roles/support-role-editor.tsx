import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import type { FilterCondition, PermissionLevel } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterBuilder, type SavedFilter } from '@/kit/filter-builder';
import { KitLoader } from '@/kit/loader';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { ClientSelect } from '@/shared/support/client-select';
import { consoleFilterSearches } from '@/shared/support/console-filter-searches';
import { grantsToSave, levelsOf, type RoleComponent, type SupportRole } from './role-grants';
import { RolePermissionsEditor } from './role-permissions-editor';
import { rolePath } from './role-paths';
import {
  supportComponentsQuery,
  supportRoleQuery,
  useDeleteSupportRole,
  useSaveSupportRole,
} from './support-roles.api';

/** The role's clients filter as the builder reads it. */
function clientsFilterOf(role: SupportRole | undefined): SavedFilter | null {
  const filter = role?.clientsFilter;
  if (!role || !filter?.Condition) return null;
  return {
    filterCode: role.roleCode,
    filterName: role.roleName,
    condition: filter.Condition,
    conditionLookups: filter.ConditionLookups,
  };
}

/**
 * No condition and no list saves no filter: the role then covers every client. The editor
 * offers no fixed list; one the role has stays as it is.
 */
function clientsFilterToSave(condition: FilterCondition | null, fixedList?: string[]) {
  if (!condition && !fixedList?.length) return null;
  return { Condition: condition, FixedPlayerList: fixedList };
}

interface RoleFormProps {
  /** Absent for a blank role. */
  role?: SupportRole;
  components: readonly RoleComponent[];
  clientCode: string | null;
}

function RoleForm({ role, components, clientCode: initialClient }: RoleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(role?.roleName ?? '');
  const [description, setDescription] = useState(role?.roleDescription ?? '');
  const [clientCode, setClientCode] = useState(initialClient);
  const [condition, setCondition] = useState<FilterCondition | null>(
    role?.clientsFilter?.Condition ?? null,
  );
  const [levels, setLevels] = useState(() => levelsOf(components));
  const [isDeleting, setDeleting] = useState(false);
  const save = useSaveSupportRole();
  const remove = useDeleteSupportRole();
  const canSave = name.trim() !== '' && clientCode !== null;

  const submit = () => {
    if (!clientCode) return;
    save.mutate(
      {
        roleCode: role?.roleCode,
        body: {
          Name: name,
          Description: description,
          ClientCode: clientCode,
          ClientsFilter: clientsFilterToSave(condition, role?.clientsFilter?.FixedPlayerList),
          ComponentsAndSubParts: grantsToSave(components, levels),
        },
      },
      { onSuccess: (saved) => void navigate(rolePath(clientCode, saved.roleCode)) },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label={t('supportRoles.name')}
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Textarea
            label={t('supportRoles.description')}
            maxLength={500}
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <ClientSelect
            label={t('supportRoles.client')}
            placeholder={t('supportUsers.rolesClientPlaceholder')}
            required
            value={clientCode}
            onChange={setClientCode}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Title order={3} size="h5">
              {t('supportRoles.clientsFilter')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('supportRoles.clientsFilterHint')}
            </Text>
          </div>
          <FilterBuilder
            searches={consoleFilterSearches}
            savedFilter={clientsFilterOf(role)}
            onConditionChange={setCondition}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('supportRoles.permissions')}
          </Title>
          <RolePermissionsEditor
            components={components}
            levels={levels}
            onChange={(code, level: PermissionLevel) => setLevels({ ...levels, [code]: level })}
          />
        </Stack>
      </Paper>
      {save.error && <ErrorAlert>{failureTextOf(save.error)}</ErrorAlert>}
      <Group justify="flex-end">
        {role && !role.isBuiltIn && initialClient && (
          <Button variant="default" color="red" onClick={() => setDeleting(true)}>
            {t('supportRoles.delete')}
          </Button>
        )}
        <Button onClick={submit} disabled={!canSave} loading={save.isPending}>
          {t('supportRoles.save')}
        </Button>
      </Group>
      {role && initialClient && (
        <KitModal
          opened={isDeleting}
          onClose={() => setDeleting(false)}
          type="warning"
          width="remove"
          title={t('supportRoles.deleteTitle')}
          confirmLabel={t('supportRoles.delete')}
          isConfirming={remove.isPending}
          errorMessage={failureTextOf(remove.error)}
          onConfirm={() =>
            remove.mutate(
              { clientCode: initialClient, roleCode: role.roleCode },
              {
                onSuccess: () =>
                  void navigate(`/roles?client=${encodeURIComponent(initialClient)}`),
              },
            )
          }
        >
          <Text>{t('supportRoles.deleteQuestion', { name: role.roleName })}</Text>
        </KitModal>
      )}
    </Stack>
  );
}

interface SupportRoleEditorProps {
  clientCode: string | null;
  /** Null for a blank role. */
  roleCode: string | null;
}

/** Loads the role (or the components a blank role starts from) and opens the form on it. */
export function SupportRoleEditor({ clientCode, roleCode }: SupportRoleEditorProps) {
  const isBlank = roleCode === null || clientCode === null;
  const role = useQuery({
    ...supportRoleQuery(clientCode ?? '', roleCode ?? ''),
    enabled: !isBlank,
  });
  const components = useQuery({ ...supportComponentsQuery, enabled: isBlank });

  if (!isBlank) {
    if (role.isPending) return <KitLoader />;
    if (role.isError) return <Alert color="orange">{failureTextOf(role.error)}</Alert>;
    return (
      <RoleForm
        key={role.data.roleCode}
        role={role.data}
        components={role.data.components}
        clientCode={clientCode}
      />
    );
  }
  if (components.isPending) return <KitLoader />;
  if (components.isError) return <Alert color="orange">{failureTextOf(components.error)}</Alert>;
  return (
    <RoleForm
      key={`new-${clientCode ?? ''}`}
      components={components.data.map((component) => ({
        ...component,
        permission: component.defaultPermission,
      }))}
      clientCode={clientCode}
    />
  );
}
