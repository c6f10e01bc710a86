import '@mantine/core/styles/Slider.css';
import { Group, Input, Slider, Text } from '@mantine/core';
import { labelText } from '@marquee/domain';
import { useState } from 'react';
import type { FieldProps } from './form-field-types';

/** The spec's default range (001 §9). */
export const defaultSliderRange = { min: 0, max: 100 } as const;

/**
 * A number between the field's bounds, with their labels at either end; reported when a drag
 * ends, so the form (and its preview) changes once per move.
 */
export function SliderField({ field, value, onChange, label, error, language }: FieldProps) {
  const min = field.minValue ?? defaultSliderRange.min;
  const max = field.maxValue ?? defaultSliderRange.max;
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? (typeof value === 'number' ? value : min);
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Slider
        min={min}
        max={max}
        value={shown}
        onChange={setDragged}
        onChangeEnd={(next) => {
          setDragged(null);
          onChange(next);
        }}
        thumbLabel={label}
        mt="xs"
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {labelText(field.minLabel, language) || min}
        </Text>
        <Text size="xs" c="dimmed">
          {labelText(field.maxLabel, language) || max}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
