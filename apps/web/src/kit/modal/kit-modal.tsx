// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, ThemeIcon, Title } from '@mantine/core';
import { ErrorAlert } from '../error-alert';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { modalWidths, type ModalWidthName } from './modal-widths';

export type KitModalType = 'confirm' | 'warning';

export interface KitModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** A confirm modal asks; a warning modal marks a destructive or risky step. */
  type?: KitModalType;
  width?: ModalWidthName;
  /** Without it the modal shows its content and a close button only. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  isConfirming?: boolean;
  isConfirmDisabled?: boolean;
  /** Why the last confirm failed, shown above the buttons until the next try. */
  errorMessage?: string;
}

export function KitModal({
  opened,
  onClose,
  title,
  children,
  type = 'confirm',
  width = 'default',
  onConfirm,
  confirmLabel,
  cancelLabel,
  isConfirming = false,
  isConfirmDisabled = false,
  errorMessage,
}: KitModalProps) {
  const { t } = useTranslation();
  const isWarning = type === 'warning';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={modalWidths[width]}
      centered
      radius="md"
      data-modal-type={type}
      title={
        <Group gap="sm" wrap="nowrap">
          {isWarning && (
            <ThemeIcon color="orange" variant="light" radius="xl" aria-hidden>
              <IconAlertTriangle size={18} />
            </ThemeIcon>
          )}
          <Title order={4}>{title}</Title>
        </Group>
      }
    >
      <Stack gap="lg">
        {children}
        {errorMessage && <ErrorAlert>{errorMessage}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? (onConfirm ? t('kit.modal.cancel') : t('kit.modal.close'))}
          </Button>
          {onConfirm && (
            <Button
              color={isWarning ? 'red' : undefined}
              loading={isConfirming}
              disabled={isConfirmDisabled}
              onClick={onConfirm}
            >
              {confirmLabel ?? t('kit.modal.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
