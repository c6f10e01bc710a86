// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/NumberInput.css';
import { Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinDuration, splitDuration, type DurationParts } from './playlist-duration';

interface PlaylistDurationInputProps {
  name: string;
  seconds: number | null;
  /** The row's default when it has no duration of its own. */
  defaultSeconds: number;
  disabled?: boolean;
  onCommit: (seconds: number) => void;
}

const units = ['hours', 'minutes', 'seconds'] as const;

/** Hours, minutes and seconds; a valid change is sent when the field is left. */
export function PlaylistDurationInput(props: PlaylistDurationInputProps) {
  const { t } = useTranslation();
  const initial = splitDuration(props.seconds ?? props.defaultSeconds);
  const [parts, setParts] = useState<DurationParts>(initial);
  const total = joinDuration(parts);
  const commit = () => {
    if (total !== null && total !== (props.seconds ?? props.defaultSeconds)) props.onCommit(total);
  };
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('playlist.durationOf', { name: props.name })}
    >
      {units.map((unit) => (
        <Group key={unit} gap={2} wrap="nowrap">
          <NumberInput
            // Each box names its row: a list of rows of boxes all named Hours tells nothing apart.
            aria-label={t(`playlist.units.${unit}`, { name: props.name })}
            value={parts[unit]}
            onChange={(value) =>
              // Text such as "030" (typed after the 0 already there) arrives unparsed.
              setParts((current) => ({ ...current, [unit]: Number(value) || 0 }))
            }
            onBlur={commit}
            min={0}
            max={unit === 'hours' ? 24 : 59}
            allowNegative={false}
            allowDecimal={false}
            hideControls
            w={44}
            size="xs"
            disabled={props.disabled}
            error={total === null}
          />
          <Text size="xs" c="dimmed">
            {t(`playlist.units.${unit}Short`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
