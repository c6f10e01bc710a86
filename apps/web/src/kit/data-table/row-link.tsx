import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowLinkProps {
  children: ReactNode;
  onClick: () => void;
  /** The row open beside the table: shown bolder and announced as current. */
  isCurrent?: boolean;
  title?: string;
  className?: string;
  'aria-label'?: string;
}

/**
 * A row's name as a link-like button that opens it. Being a button, a long name wraps instead
 * of pushing the other columns out of view, and it opens with Enter like any button.
 */
export function RowLink({ children, isCurrent = false, ...props }: RowLinkProps) {
  return (
    <Anchor
      component="button"
      type="button"
      ta="left"
      size="sm"
      fw={isCurrent ? 700 : 500}
      aria-current={isCurrent ? 'true' : undefined}
      {...props}
    >
      {children}
    </Anchor>
  );
}
