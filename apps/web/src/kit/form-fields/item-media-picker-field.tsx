import { Input, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { KitLoader } from '../loader';
import { PickerThumbnail } from '../media-picker';
import type { FieldProps } from './form-field-types';
import { mediaOf } from './media-value';
import { itemOf } from './product-selector-field';
import { useLoaded } from './use-loaded';

/**
 * One image of the item chosen in the parent field: idle without one, then pending, success or
 * error (001 §4). Emptying the parent empties this field too (001 §5).
 */
export function ItemMediaPickerField({
  field,
  value,
  onChange,
  label,
  error,
  loaders,
  scope,
}: FieldProps) {
  const { t } = useTranslation();
  const parent = field.parentField ? itemOf(scope[field.parentField]) : null;
  const attributeCode = field.attributeCode ?? 'images';
  const images = useLoaded(parent?.factCode ?? null, (factCode) =>
    loaders.loadItemImages(factCode, attributeCode),
  );
  const chosen = mediaOf(value);
  const hasParent = parent !== null;
  useEffect(() => {
    if (!hasParent && chosen) onChange(null);
  }, [hasParent, chosen, onChange]);
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Stack gap="xs" mt={4}>
        {images.status === 'idle' && (
          <Text size="sm" c="dimmed">
            {t('formFields.itemMedia.chooseItemFirst')}
          </Text>
        )}
        {images.status === 'pending' && <KitLoader size="sm" />}
        {images.status === 'error' && <ErrorAlert>{t('formFields.genericError')}</ErrorAlert>}
        {images.status === 'success' && images.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('formFields.itemMedia.none')}
          </Text>
        )}
        {images.status === 'success' && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="radiogroup" aria-label={label}>
            {images.data.map((media) => {
              const isChosen = chosen?.mediaCode === media.mediaCode;
              return (
                <UnstyledButton
                  key={media.mediaCode}
                  role="radio"
                  aria-checked={isChosen}
                  aria-label={media.displayName}
                  onClick={() => onChange({ mediaCode: media.mediaCode })}
                  style={{
                    outline: isChosen ? '3px solid var(--mantine-color-blue-6)' : undefined,
                    borderRadius: 4,
                  }}
                >
                  <PickerThumbnail media={media} variant="tile" />
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
