import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useDeleteAccount } from './account-admin.api';

interface DeleteAccountModalProps {
  account: { clientCode: string; clientName: string };
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deletes an account with all its data once its name is typed exactly; the server checks the
 * name again and its refusal shows in the dialog.
 */
export function DeleteAccountModal({ account, onClose, onDeleted }: DeleteAccountModalProps) {
  const { t } = useTranslation();
  const [typedName, setTypedName] = useState('');
  const remove = useDeleteAccount();
  const isNameRepeated = typedName === account.clientName;
  const submit = () =>
    remove.mutate(
      { clientCode: account.clientCode, confirmName: typedName },
      {
        onSuccess: () => {
          notifySuccess(t('accounts.delete.deleted', { name: account.clientName }));
          onDeleted();
        },
      },
    );

  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('accounts.delete.title')}
      confirmLabel={t('accounts.delete.confirm')}
      onConfirm={submit}
      action={remove}
      isConfirmDisabled={!isNameRepeated}
    >
      <Text size="sm">{t('accounts.delete.warning', { name: account.clientName })}</Text>
      <TextInput
        label={t('accounts.delete.typeName')}
        data-autofocus
        autoComplete="off"
        value={typedName}
        onChange={(event) => setTypedName(event.currentTarget.value)}
      />
    </ConfirmModal>
  );
}
