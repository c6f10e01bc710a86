import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What an empty table says. A list with nothing yet welcomes the user and offers its first
 * action; a list whose search or filters leave nothing says so and offers to clear them; a tab
 * with nothing in it, where nothing else is set, says only that.
 */
export interface DataTableEmptyState {
  /** True while a search or a filter condition narrows the list. */
  isFiltered: boolean;
  /** The name of the tab chosen, when a tab other than everything narrows the list. */
  tab?: string;
  /** Empties the search box, drops the filters and shows every tab; no button without it. */
  onClear?: () => void;
  /** The welcome card's heading, e.g. "No screens yet". */
  title: string;
  /** One line saying what the list is for. */
  text: string;
  /** The list's first step, e.g. "Add screen"; absent for a user who may not take it. */
  action?: { label: string; onClick: () => void };
  icon?: ReactNode;
}

export function DataTableEmpty({ state }: { state: DataTableEmptyState }) {
  const { t } = useTranslation();
  if (state.isFiltered || state.tab) {
    const isTabOnly = !state.isFiltered;
    return (
      <Stack align="center" gap="xs" py="xl" data-empty={isTabOnly ? 'tab' : 'filtered'}>
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconSearchOff size={22} />
        </ThemeIcon>
        <Text fw={600}>
          {isTabOnly ? t('kit.table.emptyTab', { tab: state.tab }) : t('kit.table.noMatch')}
        </Text>
        <Text c="dimmed" size="sm" ta="center">
          {isTabOnly ? t('kit.table.emptyTabText') : t('kit.table.noMatchText')}
        </Text>
        {state.onClear && (
          <Button variant="light" mt="xs" onClick={state.onClear}>
            {isTabOnly ? t('kit.table.showAll') : t('kit.table.clearSearch')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
      maw={560}
      w="100%"
      mx="auto"
      mt="md"
      data-empty="welcome"
    >
      <Stack gap="sm" align="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {state.icon ?? <IconPlus size={28} />}
        </ThemeIcon>
        <Title order={3} ta="center">
          {state.title}
        </Title>
        <Text c="dimmed" ta="center">
          {state.text}
        </Text>
        {state.action && (
          <Button mt="xs" leftSection={<IconPlus size={16} />} onClick={state.action.onClick}>
            {state.action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
