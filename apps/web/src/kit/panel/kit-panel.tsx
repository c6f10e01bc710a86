import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface KitPanelProps {
  /** The panel's heading, also its accessible name. */
  title: string;
  children: ReactNode;
}

/** A bordered, titled part of a page (the broadcast editor's When, Where and What). */
export function KitPanel({ title, children }: KitPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
