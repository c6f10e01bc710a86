import { ActionIcon, Button, Group, Input, Paper, Text } from '@mantine/core';
import type { ItemValue, SignValue } from '@marquee/domain';
import { IconPackage, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './form-field-types';
import { ItemPickerModal } from './item-picker-modal';
import { useLoaded } from './use-loaded';

export function itemOf(value: SignValue | undefined): ItemValue | null {
  return typeof value === 'object' && value !== null && 'factCode' in value ? value : null;
}

/** One item: "Choose item" while empty (001 §4), then its name with a clear button. */
export function ProductSelectorField({
  field,
  value,
  onChange,
  label,
  error,
  loaders,
  userId,
}: FieldProps) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  const item = itemOf(value);
  const loaded = useLoaded(item?.factCode ?? null, loaders.loadItem);
  const name = loaded.status === 'success' ? loaded.data.displayName : item?.factCode;
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <div>
        {item ? (
          <Paper withBorder radius="sm" p={6} mt={4}>
            <Group gap="sm" wrap="nowrap">
              <IconPackage size={18} aria-hidden />
              <Text size="sm" flex={1} truncate="end">
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('formFields.item.clear', { name })}
                onClick={() => onChange(null)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ) : (
          <Button variant="default" size="xs" mt={4} onClick={() => setIsPicking(true)}>
            {t('formFields.item.choose')}
          </Button>
        )}
      </div>
      {isPicking && (
        <ItemPickerModal
          search={loaders.searchItems}
          userId={userId}
          onClose={() => setIsPicking(false)}
          onSelect={(picked) => onChange({ factCode: picked.factCode })}
        />
      )}
    </Input.Wrapper>
  );
}
