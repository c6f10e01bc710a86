import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CenteredNoticeProps {
  icon: ReactNode;
  color?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** A full-page card for states outside the shell: access denied, migrated, errors. */
export function CenteredNotice({ icon, color, title, text, actions }: CenteredNoticeProps) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">{text}</Text>
          {actions}
        </Stack>
      </Paper>
    </Center>
  );
}
