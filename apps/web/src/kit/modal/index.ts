export { ConfirmModal, type ConfirmAction, type ConfirmModalProps } from './confirm-modal';
export { KitModal, type KitModalProps, type KitModalType } from './kit-modal';
export { modalWidths, type ModalWidthName } from './modal-widths';
export { failureTextOf, type FailureWithText } from './failure-text';
export { useDialogAction } from './use-dialog-action';
