// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import { ActionIcon, Group, Input, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cycleValue } from './cycle-value';

export interface CycleSelectOption {
  value: string;
  label: string;
}

export interface CycleSelectProps {
  label: string;
  options: CycleSelectOption[];
  value: string | null;
  onChange: (value: string) => void;
}

/** A single select whose chevrons step through the options with wrap-around. */
export function CycleSelect({ label, options, value, onChange }: CycleSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const values = options.map((option) => option.value);
  const step = (by: 1 | -1) => {
    const next = cycleValue(values, value, by);
    if (next !== null) onChange(next);
  };
  return (
    <Input.Wrapper label={label} id={id}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('kit.select.previous')}
          onClick={() => step(-1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Select
          id={id}
          style={{ flex: 1 }}
          data={options}
          value={value}
          allowDeselect={false}
          onChange={(next) => next !== null && onChange(next)}
          comboboxProps={{ hideDetached: false }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('kit.select.next')}
          onClick={() => step(1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
