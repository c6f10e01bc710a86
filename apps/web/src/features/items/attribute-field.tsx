import {
  Anchor,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { AttributeValue } from '@marquee/domain';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerMedia } from '@/kit/media-picker';
import { MediaPlaceholder } from '@/kit/media-thumbnail';
import { useSessionUser } from '@/lib/session/session-user';
import { useMediaPreview } from '@/shared/media-preview';
import { searchLibrary } from '@/shared/searches/media-library-search';
import type { FactSchemeEntry } from './items.api';

// The picker loads on first use, so the editor itself arrives sooner.
const MediaPicker = lazy(() =>
  import('@/kit/media-picker').then((module) => ({ default: module.MediaPicker })),
);

interface AttributeFieldProps {
  attribute: FactSchemeEntry;
  value: AttributeValue | undefined;
  onChange: (value: AttributeValue) => void;
  /** The server's message for this field, if it refused it. */
  error?: string;
  isReadOnly: boolean;
}

type MediaCode = { mediaCode: string };

const mediaListOf = (value: AttributeValue | undefined): MediaCode[] => {
  if (Array.isArray(value)) return value;
  return value && typeof value === 'object' ? [value] : [];
};

/** One attribute's field, by its type in the schema (001 "Items"). */
export function AttributeField({
  attribute,
  value,
  onChange,
  error,
  isReadOnly,
}: AttributeFieldProps) {
  const common = {
    label: attribute.title,
    required: attribute.required,
    error,
    readOnly: isReadOnly,
  };
  switch (attribute.type) {
    case 'number':
    case 'price':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          decimalScale={attribute.type === 'price' ? 2 : undefined}
          fixedDecimalScale={attribute.type === 'price'}
          min={attribute.type === 'price' ? 0 : undefined}
          // With a fixed decimal scale the input reports text such as "4.00" while typing.
          onChange={(next) =>
            onChange(next === '' || Number.isNaN(Number(next)) ? null : Number(next))
          }
        />
      );
    case 'boolean':
      return (
        <Switch
          label={attribute.title}
          error={error}
          disabled={isReadOnly}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={attribute.options}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next)}
          clearable={!attribute.required}
        />
      );
    case 'media':
    case 'mediaList':
      return (
        <MediaField
          attribute={attribute}
          value={mediaListOf(value)}
          onChange={(list) =>
            onChange(attribute.type === 'media' ? (list[0] ?? null) : list.length ? list : null)
          }
          error={error}
          isReadOnly={isReadOnly}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    default: {
      const text = typeof value === 'string' ? value : '';
      const change = (next: string) =>
        onChange(attribute.type === 'currency' ? next.toUpperCase() : next);
      return attribute.attributeCode === 'description' ? (
        <Textarea
          {...common}
          minRows={3}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          {...common}
          maxLength={attribute.type === 'currency' ? 3 : undefined}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
        />
      );
    }
  }
}

interface MediaFieldProps {
  attribute: FactSchemeEntry;
  value: MediaCode[];
  onChange: (value: MediaCode[]) => void;
  error?: string;
  isReadOnly: boolean;
}

/**
 * Media of the item images library, chosen with the kit's picker; each opens its preview for a
 * user who may view media, and shows an eye-off to others.
 */
function MediaField({ attribute, value, onChange, error, isReadOnly }: MediaFieldProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const preview = useMediaPreview();
  const openPreview = preview.open;
  const [isPicking, setIsPicking] = useState(false);
  // Names of media chosen in this visit; stored ones show their code until chosen again.
  const [names, setNames] = useState<Record<string, string>>({});
  const isMultiple = attribute.type === 'mediaList';
  const add = (medias: PickerMedia[]) => {
    setNames((known) => ({
      ...known,
      ...Object.fromEntries(medias.map((media) => [media.mediaCode, media.displayName])),
    }));
    const chosen = medias.map((media) => ({ mediaCode: media.mediaCode }));
    onChange(isMultiple ? [...value, ...chosen] : chosen.slice(0, 1));
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {attribute.title}
      </Text>
      <Paper withBorder p="xs" radius="sm">
        <Group gap="xs">
          {value.map((media, index) => (
            <Group key={`${media.mediaCode}-${index}`} gap={4} wrap="nowrap">
              {openPreview ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  display="flex"
                  style={{ alignItems: 'center', gap: 4 }}
                  aria-label={t('mediaPicker.thumbnail.preview', {
                    name: names[media.mediaCode] ?? media.mediaCode,
                  })}
                  onClick={() => openPreview(media.mediaCode)}
                >
                  <IconPhoto size={16} aria-hidden />
                  {names[media.mediaCode] ?? media.mediaCode}
                </Anchor>
              ) : (
                <>
                  <MediaPlaceholder kind="hidden" iconSize={16} />
                  <Text size="sm">{names[media.mediaCode] ?? media.mediaCode}</Text>
                </>
              )}
              {!isReadOnly && (
                <CloseButton
                  size="sm"
                  aria-label={t('items.editor.removeMedia', {
                    name: names[media.mediaCode] ?? media.mediaCode,
                  })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                />
              )}
            </Group>
          ))}
          {value.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('items.editor.noMedia')}
            </Text>
          )}
          {!isReadOnly && (
            <Button size="xs" variant="light" onClick={() => setIsPicking(true)}>
              {t('items.editor.chooseMedia')}
            </Button>
          )}
        </Group>
      </Paper>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {preview.modal}
      {isPicking && (
        <Suspense fallback={null}>
          <MediaPicker
            opened
            onClose={() => setIsPicking(false)}
            onAdd={(medias) => {
              add(medias);
              setIsPicking(false);
            }}
            search={searchLibrary}
            library="ItemImages"
            userId={user.email}
            isMultiple={isMultiple}
            uploadHref="/items/images"
          />
        </Suspense>
      )}
    </Stack>
  );
}
