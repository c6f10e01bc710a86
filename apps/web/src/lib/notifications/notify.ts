import { notifications } from '@mantine/notifications';
import { notificationPosition } from './notification-position';

/** Lifetimes from the spec: errors and most toasts 10 s, upload messages 6 s. */
export const notificationLifetimeMs = { default: 10_000, upload: 6_000 } as const;

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: notificationLifetimeMs.default });
}

/** A success message (spec 002 section 8: success notices last 10 s). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: notificationLifetimeMs.default });
}

/** 'Uploading …' then 'Uploaded …' under one id, removed 6 s after the last update. */
export function notifyUpload(id: string, message: string, isDone: boolean): void {
  const options = {
    id,
    message,
    loading: !isDone,
    position: notificationPosition,
    autoClose: isDone ? notificationLifetimeMs.upload : false,
  };
  if (isDone) notifications.update(options);
  else notifications.show(options);
}
