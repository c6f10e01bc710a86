// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Switch.css';
import {
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { PlayerSettingDefinitionView } from '@marquee/contracts';
import type { PowerScheduleDay } from '@marquee/domain';
import { lazy, Suspense, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TimePicker } from '@/kit/time-picker';
import type { SettingValue } from './setting-types';
import classes from './player-settings.module.css';

// The week's editor loads with the first schedule shown, not with every settings view.
const PowerScheduleEditor = lazy(() =>
  import('./power-schedule-editor').then((module) => ({ default: module.PowerScheduleEditor })),
);

/** What an editor needs of a definition: the value's type and the rules it must keep. */
export type ValueRules = Pick<
  PlayerSettingDefinitionView,
  'valueType' | 'minimum' | 'maximum' | 'maxLength' | 'choices' | 'format'
>;

interface SettingValueEditorProps {
  rules: ValueRules;
  value: SettingValue | null;
  onChange: (value: SettingValue) => void;
  /** Names the control for assistive technology; the row around it shows the setting's name. */
  label: string;
  disabled?: boolean;
  error?: string;
  /** A write-only setting: its value is typed blind and replaces the stored one. */
  isSecret?: boolean;
  /** Shows the label above the control, where nothing around it names the value. */
  isLabelShown?: boolean;
}

const texts = (value: SettingValue | null): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The editor that fits a setting's value type, keeping its bounds, length and choices. */
export function SettingValueEditor({
  rules,
  value,
  onChange,
  label,
  disabled,
  error,
  isSecret,
  isLabelShown,
}: SettingValueEditorProps) {
  const { t } = useTranslation();
  const common = { ...(isLabelShown ? { label } : { 'aria-label': label }), disabled, error };
  switch (rules.valueType) {
    case 'Boolean':
      return (
        <Switch
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'Integer':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={rules.minimum}
          max={rules.maximum}
          allowDecimal={false}
          description={
            rules.minimum !== undefined && rules.maximum !== undefined
              ? t('playerSettings.editors.between', { min: rules.minimum, max: rules.maximum })
              : undefined
          }
          onChange={(typed) => {
            if (typeof typed === 'number') onChange(typed);
          }}
        />
      );
    case 'Text': {
      const textProps = {
        ...common,
        maxLength: rules.maxLength,
        description: rules.format ? t(`playerSettings.editors.format.${rules.format}`) : undefined,
        onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value),
      };
      return isSecret ? (
        <PasswordInput
          {...textProps}
          value={typeof value === 'string' ? value : ''}
          placeholder={t('playerSettings.writeOnly.placeholder')}
        />
      ) : (
        <TextInput
          {...textProps}
          type={rules.format === 'email' ? 'email' : rules.format === 'url' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
        />
      );
    }
    case 'Choice':
      return (
        <Select
          {...common}
          data={[...(rules.choices ?? [])]}
          value={typeof value === 'string' ? value : null}
          allowDeselect={false}
          onChange={(chosen) => {
            if (chosen !== null) onChange(chosen);
          }}
        />
      );
    case 'Time':
      // The kit's clock has no disabled state of its own; a disabled fieldset stills its selects.
      return (
        <fieldset disabled={disabled} className={classes.bare}>
          <TimePicker
            label={label}
            value={typeof value === 'string' ? value : '00:00'}
            onChange={onChange}
          />
        </fieldset>
      );
    case 'Schedule':
      return (
        <Suspense fallback={null}>
          <PowerScheduleEditor
            label={label}
            value={Array.isArray(value) ? (value as PowerScheduleDay[]) : []}
            disabled={disabled}
            onChange={onChange}
          />
        </Suspense>
      );
    case 'List':
      return rules.choices ? (
        <MultiSelect
          {...common}
          data={[...rules.choices]}
          value={texts(value)}
          maxValues={rules.maxLength}
          placeholder={t('playerSettings.editors.chooseItems')}
          onChange={onChange}
        />
      ) : (
        <TagsInput
          {...common}
          value={texts(value)}
          maxTags={rules.maxLength}
          description={
            rules.format ? t(`playerSettings.editors.format.${rules.format}`) : undefined
          }
          placeholder={t(
            rules.format === 'email'
              ? 'playerSettings.editors.typeEmail'
              : 'playerSettings.editors.typeItem',
          )}
          onChange={onChange}
        />
      );
  }
}
