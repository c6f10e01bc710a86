import { ActionIcon, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SignValues } from '@marquee/domain';
import { IconChevronDown, IconChevronRight, IconCopyPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addCopyAfter, copiesOf, maxCopiesOf, removeAt } from './fieldset-copies';
import type { FieldProps } from './form-field-types';

export interface FieldsetFieldProps extends FieldProps {
  /** Draws one copy's fields, their paths under `values.<fieldset>[copy]`. */
  renderCopy: (copy: SignValues, index: number) => ReactNode;
}

let lastCopyKey = 0;
const newKey = () => `copy-${(lastCopyKey += 1)}`;

/** Repeatable groups of fields (001 §4): collapsible, a copy added after its group up to maxCopies. */
export function FieldsetField({
  field,
  value,
  onChange,
  label,
  error,
  renderCopy,
}: FieldsetFieldProps) {
  const { t } = useTranslation();
  const copies = copiesOf(value);
  const maxCopies = maxCopiesOf(field);
  const [isOpen, setIsOpen] = useState(!field.isCollapsed);
  // Keys follow copies as they are added and removed, so a copy's open editors stay with it.
  const [keys, setKeys] = useState<string[]>(() => copies.map(newKey));
  const shownKeys =
    keys.length === copies.length ? keys : copies.map((_, i) => keys[i] ?? newKey());
  const change = (next: SignValues[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(next);
  };
  const body = (
    <Stack gap="sm">
      {copies.map((copy, index) => (
        <Paper key={shownKeys[index]} withBorder radius="sm" p="sm" bg="gray.0">
          <Stack gap="sm">
            {renderCopy(copy, index)}
            {maxCopies > 1 && (
              <Group gap="xs" justify="flex-end">
                {copies.length > 1 && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => change(removeAt(copies, index), removeAt(shownKeys, index))}
                  >
                    {t('formFields.fieldset.removeCopy')}
                  </Button>
                )}
                {copies.length < maxCopies && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconCopyPlus size={14} />}
                    onClick={() =>
                      change(
                        addCopyAfter(copies, index, {}),
                        addCopyAfter(shownKeys, index, newKey()),
                      )
                    }
                  >
                    {t('formFields.fieldset.addCopy')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Group gap="xs" component="legend">
        {field.collapsible && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={isOpen}
            aria-label={t(isOpen ? 'formFields.fieldset.collapse' : 'formFields.fieldset.expand', {
              label,
            })}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        )}
        <Title order={4} size="h5">
          {label}
        </Title>
      </Group>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      {field.collapsible ? <Collapse expanded={isOpen}>{body}</Collapse> : body}
    </Stack>
  );
}
