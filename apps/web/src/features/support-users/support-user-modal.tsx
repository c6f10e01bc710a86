// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { emailSchema, type UserListItem } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { ClientSelect } from '@/shared/support/client-select';
import { UserContactFields } from '@/shared/users/user-contact-fields';
import { supportRolesOfClient, useSaveSupportUser } from './support-users.api';

interface SupportUserModalProps {
  /** The user to edit; absent invites a new one. */
  user?: UserListItem;
  onClose: () => void;
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/**
 * Invites or edits a support user and sets their support roles. Roles are made per client, so
 * the roles to add are listed for the client chosen here; roles held already stay listed.
 * What the caller may not grant the server refuses, and its reason shows in the dialog.
 */
export function SupportUserModal({ user, onClose }: SupportUserModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  });
  const heldCodes = user?.roles.map((role) => role.roleCode) ?? [];
  const [roleCodes, setRoleCodes] = useState<string[]>(heldCodes);
  const [clientCode, setClientCode] = useState<string | null>(null);
  const clientRoles = useQuery({
    ...supportRolesOfClient(clientCode ?? ''),
    enabled: !!clientCode,
  });
  const save = useSaveSupportUser();
  const isEmailValid = emailSchema.safeParse(form.email).success;

  const roleOptions = new Map((user?.roles ?? []).map((role) => [role.roleCode, role.roleName]));
  for (const role of clientRoles.data?.roles ?? []) roleOptions.set(role.roleCode, role.roleName);

  const submit = () =>
    save.mutate(
      {
        user: {
          UserCode: user?.userId,
          Email: form.email,
          FirstName: form.firstName,
          LastName: form.lastName,
        },
        roleCodes: sameCodes(roleCodes, heldCodes) ? undefined : roleCodes,
      },
      { onSuccess: onClose },
    );

  return (
    <KitModal
      opened
      onClose={onClose}
      title={user ? t('supportUsers.editTitle') : t('users.invite.title')}
      onConfirm={submit}
      confirmLabel={user ? t('supportUsers.save') : t('users.invite.send')}
      isConfirming={save.isPending}
      isConfirmDisabled={!isEmailValid || !form.firstName.trim()}
      errorMessage={failureTextOf(save.error)}
    >
      <UserContactFields value={form} onChange={setForm} isFirstNameRequired />
      <ClientSelect
        label={t('supportUsers.rolesClient')}
        placeholder={t('supportUsers.rolesClientPlaceholder')}
        value={clientCode}
        onChange={setClientCode}
      />
      <MultiSelect
        label={t('users.columns.roles')}
        data={[...roleOptions].map(([value, label]) => ({ value, label }))}
        value={roleCodes}
        onChange={setRoleCodes}
        error={failureTextOf(clientRoles.error)}
      />
    </KitModal>
  );
}
