import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
