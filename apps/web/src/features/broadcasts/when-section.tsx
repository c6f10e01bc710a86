import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Stack, Switch } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastDraft } from './broadcast-draft';
import { PeriodList } from './period-list';

const TakeoverRecurrenceFields = lazy(() => import('./takeover-recurrence-fields'));

interface WhenSectionProps {
  schedule: BroadcastDraft['schedule'];
  onChange: (schedule: BroadcastDraft['schedule']) => void;
  isShowingProblems: boolean;
}

/** When: the periods (none plays always), the takeover toggle and a takeover's pattern. */
export function WhenSection({ schedule, onChange, isShowingProblems }: WhenSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PeriodList
        periods={schedule.periods}
        onChange={(periods) => onChange({ ...schedule, periods, isScheduled: periods.length > 0 })}
        emptyText={t('broadcasts.editor.always')}
      />
      <Group justify="flex-end">
        <Switch
          label={t('broadcasts.editor.takeover')}
          checked={schedule.isTakeover}
          // Only a takeover repeats: switched off, it leaves no pattern the server would refuse.
          onChange={() =>
            onChange({ ...schedule, isTakeover: !schedule.isTakeover, takeoverRecurrence: null })
          }
        />
      </Group>
      {schedule.isTakeover && (
        <Suspense fallback={null}>
          <TakeoverRecurrenceFields
            recurrence={schedule.takeoverRecurrence}
            onChange={(takeoverRecurrence) => onChange({ ...schedule, takeoverRecurrence })}
            isShowingProblems={isShowingProblems}
          />
        </Suspense>
      )}
    </Stack>
  );
}
