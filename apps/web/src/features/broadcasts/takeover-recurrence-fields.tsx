import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { isTakeoverRecurrence, type TakeoverRecurrence } from '@marquee/domain';
import { useTranslation } from 'react-i18next';

interface TakeoverRecurrenceFieldsProps {
  recurrence: TakeoverRecurrence | null;
  onChange: (recurrence: TakeoverRecurrence | null) => void;
  isShowingProblems: boolean;
}

/** What a new repeating takeover starts from: a minute at the start of every hour. */
const hourly: TakeoverRecurrence = { everyMinutes: 60, forSeconds: 60 };

/** Cleared, a field reads as nothing: not a number the server takes, so the error shows. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/**
 * A takeover's pattern: continuous, or repeating in windows from local midnight. Loaded only for
 * takeovers, so its inputs stay out of the broadcast editor's chunk.
 */
export default function TakeoverRecurrenceFields({
  recurrence,
  onChange,
  isShowingProblems,
}: TakeoverRecurrenceFieldsProps) {
  const { t } = useTranslation();
  const problem =
    isShowingProblems && recurrence && !isTakeoverRecurrence(recurrence)
      ? t('broadcasts.editor.takeoverRecurrence.problem')
      : undefined;
  return (
    <Stack gap="xs" align="flex-end">
      <SegmentedControl
        aria-label={t('broadcasts.editor.takeoverRecurrence.label')}
        value={recurrence ? 'repeating' : 'continuous'}
        onChange={(value) => onChange(value === 'repeating' ? hourly : null)}
        data={[
          { value: 'continuous', label: t('broadcasts.editor.takeoverRecurrence.continuous') },
          { value: 'repeating', label: t('broadcasts.editor.takeoverRecurrence.repeating') },
        ]}
      />
      {recurrence && (
        <Group align="flex-start">
          <NumberInput
            label={t('broadcasts.editor.takeoverRecurrence.everyMinutes')}
            value={recurrence.everyMinutes}
            onChange={(value) => onChange({ ...recurrence, everyMinutes: numberOf(value) })}
            min={1}
            max={1440}
            allowDecimal={false}
            clampBehavior="none"
            w={160}
          />
          <NumberInput
            label={t('broadcasts.editor.takeoverRecurrence.forSeconds')}
            value={recurrence.forSeconds}
            onChange={(value) => onChange({ ...recurrence, forSeconds: numberOf(value) })}
            min={5}
            max={3600}
            allowDecimal={false}
            clampBehavior="none"
            error={problem}
            w={160}
          />
        </Group>
      )}
    </Stack>
  );
}
