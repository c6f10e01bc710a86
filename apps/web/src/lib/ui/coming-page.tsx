import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import type { TabItem } from '@/lib/shell/filter-tabs';

interface ComingPageProps {
  /** One sentence on what the screen will do. */
  descriptionKey: string;
  /** The list route whose top bar carries the spec's tab bar; detail routes show none. */
  tabs?: { route: string; items: readonly TabItem[] };
}

/** The honest state of a screen whose feature is not built yet: its real title behind its real guard. */
export function ComingPage({ descriptionKey, tabs }: ComingPageProps) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const title = route ? t(route.titleKey) : '';
  return (
    <>
      <PageTopBar title={title} tabs={route?.name === tabs?.route ? tabs?.items : undefined} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglassHigh size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={3}>{t('coming.title', { title })}</Title>
          <Text c="dimmed" maw={460}>
            {t(descriptionKey)}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
