import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BroadcastDraft } from './broadcast-draft';
import { PeriodList } from './period-list';

interface WhenSectionProps {
  schedule: BroadcastDraft['schedule'];
  onChange: (schedule: BroadcastDraft['schedule']) => void;
}

/** When: the periods (none plays always) and the takeover toggle. */
export function WhenSection({ schedule, onChange }: WhenSectionProps) {
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
          onChange={() => onChange({ ...schedule, isTakeover: !schedule.isTakeover })}
        />
      </Group>
    </Stack>
  );
}
