import { Button, Input, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './form-field-types';

/**
 * Text shown as read until asked to edit (001 §4): the box opens focused and the text is saved
 * when it loses focus, so the form (and its preview) changes once per edit, not per keystroke.
 */
export function TextareaField({ field, value, onChange, label, error }: FieldProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    return (
      <Textarea
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => {
          if (draft !== text) onChange(draft);
          setDraft(null);
        }}
        maxLength={field.maxLength}
        description={
          field.maxLength === undefined
            ? undefined
            : t('kit.textInput.remaining', { count: field.maxLength - draft.length })
        }
        required={field.required}
        error={error}
        // Not autosize: it measures with document.fonts, which not every browser engine offers.
        rows={4}
        autoFocus
      />
    );
  }
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Stack gap={4} align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={text ? undefined : 'dimmed'}>
          {text || t('formFields.textarea.empty')}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          onClick={() => setDraft(text)}
          aria-label={t('formFields.textarea.edit', { label })}
        >
          {t('formFields.textarea.editShort')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
