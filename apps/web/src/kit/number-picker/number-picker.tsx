// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Group, Input, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface NumberPickerProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  step?: number;
}

/** Decrease does nothing at 0 or below; increase has no upper bound. */
export function NumberPicker({ value, onChange, label, step = 1 }: NumberPickerProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label}>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('kit.number.decrease')}
          disabled={value <= 0}
          onClick={() => value > 0 && onChange(Math.max(0, value - step))}
        >
          <IconMinus size={16} />
        </ActionIcon>
        <NumberInput
          aria-label={label ?? t('kit.number.value')}
          value={value}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          hideControls
          w={80}
          styles={{ input: { textAlign: 'center' } }}
          onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('kit.number.increase')}
          onClick={() => onChange(value + step)}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
