import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureTextOf } from './failure-text';
import { KitModal } from './kit-modal';

/** What the dialog needs to know of the call its confirm button starts (a mutation fits). */
export interface ConfirmAction {
  isPending: boolean;
  error: unknown;
}

export interface ConfirmModalProps {
  onClose: () => void;
  title: string;
  /** The question, as one paragraph; children add to it or, without it, ask on their own. */
  message?: string;
  children?: ReactNode;
  confirmLabel: string;
  /** A destructive step: the warning mark, a red confirm button and the narrower remove width. */
  isDanger?: boolean;
  onConfirm: () => void;
  /** Keeps the confirm button busy while the call runs and shows why the server refused it. */
  action: ConfirmAction;
  isConfirmDisabled?: boolean;
}

/**
 * Asks before a step that calls the server; the dialog stays open until the caller closes it,
 * so a refusal is read where it was asked. Mount it only while asking.
 */
export function ConfirmModal({
  onClose,
  title,
  message,
  children,
  confirmLabel,
  isDanger = false,
  onConfirm,
  action,
  isConfirmDisabled,
}: ConfirmModalProps) {
  return (
    <KitModal
      opened
      onClose={onClose}
      type={isDanger ? 'warning' : 'confirm'}
      width={isDanger ? 'remove' : 'default'}
      title={title}
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      isConfirming={action.isPending}
      isConfirmDisabled={isConfirmDisabled}
      errorMessage={failureTextOf(action.error)}
    >
      {message && <Text>{message}</Text>}
      {children}
    </KitModal>
  );
}
