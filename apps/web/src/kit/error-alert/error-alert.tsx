import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type ErrorAlertProps = Omit<AlertProps, 'color' | 'role' | 'variant'> & {
  children: ReactNode;
};

/**
 * Something failed and the person must know: red, and announced at once by screen readers
 * (`role="alert"`), the same in every page, dialog and drawer.
 */
export function ErrorAlert({ children, ...props }: ErrorAlertProps) {
  return (
    <Alert {...props} color="red" role="alert">
      {children}
    </Alert>
  );
}
