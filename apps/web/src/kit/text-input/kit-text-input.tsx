import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface KitTextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  error?: string;
}

/** A text input that honours maxLength for typed and pasted text alike. */
export function KitTextInput({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  required,
  error,
}: KitTextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={placeholder}
      required={required}
      error={error}
      maxLength={maxLength}
      description={
        maxLength === undefined
          ? undefined
          : t('kit.textInput.remaining', { count: maxLength - value.length })
      }
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(maxLength === undefined ? next : next.slice(0, maxLength));
      }}
    />
  );
}
