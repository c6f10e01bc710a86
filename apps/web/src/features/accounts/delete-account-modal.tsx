import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
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
    <KitModal
      opened
      onClose={onClose}
      type="warning"
      width="remove"
      title={t('accounts.delete.title')}
      onConfirm={submit}
      confirmLabel={t('accounts.delete.confirm')}
      isConfirming={remove.isPending}
      isConfirmDisabled={!isNameRepeated}
      errorMessage={failureTextOf(remove.error)}
    >
      <Text size="sm">{t('accounts.delete.warning', { name: account.clientName })}</Text>
      <TextInput
        label={t('accounts.delete.typeName')}
        data-autofocus
        autoComplete="off"
        value={typedName}
        onChange={(event) => setTypedName(event.currentTarget.value)}
      />
    </KitModal>
  );
}
