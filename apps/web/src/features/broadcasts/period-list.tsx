import { ActionIcon, Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { BroadcastPeriod } from '@marquee/contracts';
import { IconTrash } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formOfPeriod, newPeriod, withFormChange } from './broadcast-periods';

// A period's fields (with the date picker) load once a period is shown: most broadcasts and media
// rows play always, and the editor's chunk stays within its budget.
const PeriodFields = lazy(() =>
  import('@/shared/schedule/period-fields').then((module) => ({ default: module.PeriodFields })),
);

interface PeriodListProps {
  periods: BroadcastPeriod[];
  onChange: (periods: BroadcastPeriod[]) => void;
  /** What no period means where the list is (the broadcast plays always, a row with it). */
  emptyText: string;
}

/** Periods of a broadcast or of one of its media rows: each one's fields, add and remove. */
export function PeriodList({ periods, onChange, emptyText }: PeriodListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {periods.length === 0 && (
        <Alert color="gray" variant="light">
          {emptyText}
        </Alert>
      )}
      {periods.map((period, index) => (
        // Periods have no identity of their own while edited; their place is it.
        <Paper key={index} withBorder radius="md" p="sm">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <Suspense fallback={null}>
                <PeriodFields
                  form={formOfPeriod(period)}
                  onChange={(change) =>
                    onChange(periods.map((p, at) => (at === index ? withFormChange(p, change) : p)))
                  }
                />
              </Suspense>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('broadcasts.editor.removePeriod')}
              onClick={() => onChange(periods.filter((_, at) => at !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="default" onClick={() => onChange([...periods, newPeriod])}>
          {t('broadcasts.editor.addPeriod')}
        </Button>
      </Group>
    </Stack>
  );
}
