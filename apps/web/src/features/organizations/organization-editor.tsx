import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { ConfirmModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { ClientMultiSelect, type ChosenClient } from '@/shared/support/client-multi-select';
import { LeaveGuard } from '@/shared/support/leave-guard';
import { useDeleteOrganization, useSaveOrganization, type Organization } from './organizations.api';

interface OrganizationEditorProps {
  /** Null: a new organization. */
  organization: Organization | null;
  canEdit: boolean;
  onSaved: (organizationCode: string) => void;
  onDeleted: () => void;
}

/** An organization's name and clients; saving replaces its clients with those chosen. */
export function OrganizationEditor({
  organization,
  canEdit,
  onSaved,
  onDeleted,
}: OrganizationEditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(organization?.organizationName ?? '');
  const [clients, setClients] = useState<ChosenClient[]>(organization?.accounts ?? []);
  const [isAskingDelete, setAskingDelete] = useState(false);
  const save = useSaveOrganization();
  const remove = useDeleteOrganization();
  const savedCodes = (organization?.accounts ?? []).map((client) => client.clientCode).join();
  const isDirty =
    name !== (organization?.organizationName ?? '') ||
    clients.map((client) => client.clientCode).join() !== savedCodes;
  const submit = () =>
    save.mutate(
      {
        organizationCode: organization?.organizationCode ?? null,
        organizationName: name.trim(),
        clientCodes: clients.map((client) => client.clientCode),
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t('organizations.saved', { name: saved.organizationName }));
          onSaved(saved.organizationCode);
        },
      },
    );
  return (
    <Stack gap="md">
      <TextInput
        label={t('organizations.name')}
        required
        value={name}
        disabled={!canEdit}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <ClientMultiSelect
        label={t('organizations.clients')}
        placeholder={t('organizations.clientsPlaceholder')}
        value={clients}
        onChange={setClients}
      />
      {save.isError && (
        <ErrorAlert>{failureTextOf(save.error) ?? t('organizations.saveFailed')}</ErrorAlert>
      )}
      {canEdit && (
        <Group justify="space-between">
          <Button onClick={submit} loading={save.isPending} disabled={!name.trim() || !isDirty}>
            {t('organizations.save')}
          </Button>
          {organization && (
            <Button variant="light" color="red" onClick={() => setAskingDelete(true)}>
              {t('organizations.delete')}
            </Button>
          )}
        </Group>
      )}
      {isAskingDelete && organization && (
        <ConfirmModal
          isDanger
          title={t('organizations.deleteTitle')}
          message={t('organizations.deleteQuestion', { name: organization.organizationName })}
          confirmLabel={t('organizations.delete')}
          action={remove}
          onClose={() => setAskingDelete(false)}
          onConfirm={() =>
            remove.mutate(organization.organizationCode, {
              onSuccess: () => {
                setAskingDelete(false);
                onDeleted();
              },
            })
          }
        />
      )}
      <LeaveGuard isDirty={canEdit && isDirty && !save.isPending} />
    </Stack>
  );
}
