import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Popover.css';
import { ColorPicker, ColorSwatch, Group, Popover, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  colorPickerDebounceMs,
  defaultSwatches,
  hexInputDelayMs,
  hexMaxLength,
  normaliseHex,
} from './color-hex';
import type { FieldProps } from './form-field-types';

/**
 * A colour as `#rrggbb`: from the swatches, the picker (when the field allows any colour) or
 * typed in a box named by the field's label. Loaded on demand with the sign editor's form.
 */
export default function ColorPickerField({ field, value, onChange, label, error }: FieldProps) {
  const { t } = useTranslation();
  const color = typeof value === 'string' ? value : '';
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const report = useDebouncedCallback((next: string) => {
    setDragged(null);
    onChange(next);
  }, colorPickerDebounceMs);
  const readTyped = useDebouncedCallback((text: string) => {
    const hex = normaliseHex(text);
    setTyped(null);
    if (hex && hex !== color) onChange(hex);
  }, hexInputDelayMs);
  const shown = dragged ?? color;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        shadow="md"
        hideDetached={false}
      >
        <Popover.Target>
          <UnstyledButton
            onClick={() => setOpened((isOpen) => !isOpen)}
            aria-label={t('formFields.color.open', { label })}
            aria-expanded={opened}
            mb={error ? 22 : 4}
          >
            <ColorSwatch color={shown || 'transparent'} size={28} withShadow />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <ColorPicker
            format="hex"
            value={shown || undefined}
            withPicker={field.customColor !== false}
            swatches={[...(field.swatches ?? defaultSwatches)]}
            swatchesPerRow={5}
            onChange={(next) => {
              setDragged(next);
              report(next);
            }}
          />
        </Popover.Dropdown>
      </Popover>
      <TextInput
        label={label}
        value={typed ?? shown}
        maxLength={hexMaxLength}
        placeholder="#rrggbb"
        error={error}
        required={field.required}
        w={140}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          readTyped(event.currentTarget.value);
        }}
      />
    </Group>
  );
}
