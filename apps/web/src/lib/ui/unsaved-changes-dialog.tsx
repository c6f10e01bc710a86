import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';

export interface UnsavedChangesModalProps {
  opened: boolean;
  isSaving: boolean;
  /** False while the draft breaks a rule the editor shows: it cannot be saved from here. */
  canSave: boolean;
  /** Why the save asked for here failed, in the server's words. */
  errorMessage?: string | undefined;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Leaving an editor with unsaved changes asks: save, don't save, or stay (cancel). */
export default function UnsavedChangesDialog(props: UnsavedChangesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t('unsavedChanges.title')}>
      <Text size="sm">{t('unsavedChanges.text')}</Text>
      {props.errorMessage && <ErrorAlert mt="sm">{props.errorMessage}</ErrorAlert>}
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={props.onCancel}>
          {t('kit.modal.cancel')}
        </Button>
        <Button variant="light" color="red" onClick={props.onDiscard}>
          {t('unsavedChanges.discard')}
        </Button>
        <Button onClick={props.onSave} loading={props.isSaving} disabled={!props.canSave}>
          {t('unsavedChanges.save')}
        </Button>
      </Group>
    </Modal>
  );
}
