// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/List.css';
import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktopPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ScreensFirstRunProps {
  /** Absent for a viewer who may not add screens. */
  onAddScreen?: () => void;
}

/** An account with no screens yet: how pairing works, and the way into the wizard. */
export function ScreensFirstRun({ onAddScreen }: ScreensFirstRunProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={640} mx="auto" mt="xl">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconDeviceDesktopPlus size={30} />
        </ThemeIcon>
        <Title order={2}>{t('screens.firstRun.title')}</Title>
        <Text c="dimmed">{t('screens.firstRun.text')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('screens.firstRun.step1')}</List.Item>
          <List.Item>{t('screens.firstRun.step2')}</List.Item>
          <List.Item>{t('screens.firstRun.step3')}</List.Item>
        </List>
        {onAddScreen && (
          <Button size="md" onClick={onAddScreen}>
            {t('screens.add.action')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
