import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
// TagsInput is built on these; the code pickers that also load them may not have loaded yet.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { ActionIcon, ColorInput, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { searchDebounceMs } from '@/lib/shell/search-box';
import { mediaTagsQuery, toChosenTag, type ChosenTag } from './media-tags.api';

/** The 15 swatches of the colour picker (001 section 9). */
const swatches = [
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
  '#868e96',
  '#343a40',
  '#ffffff',
];

export interface MediaTagsModalProps {
  title: string;
  confirmLabel: string;
  initialTags: ChosenTag[];
  /** Removing offers only existing tags and no colours. */
  mode: 'set' | 'add' | 'remove';
  onClose: () => void;
  onConfirm: (tags: ChosenTag[]) => Promise<void>;
}

/** Adds and removes tags with their colours; new names become new tags on confirm. */
export default function MediaTagsModal(props: MediaTagsModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenTag[]>(props.initialTags);
  const [searchText, setSearchText] = useState('');
  const [settled] = useDebouncedValue(searchText, searchDebounceMs);
  const [isSaving, setIsSaving] = useState(false);
  const found = useQuery(mediaTagsQuery(settled));
  const known = found.data ?? [];
  const isRemoving = props.mode === 'remove';

  const choose = (names: string[]) =>
    setChosen(
      names.flatMap((name) => {
        const already = chosen.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
        if (already) return [already];
        const existing = known.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
        if (existing) return [toChosenTag(existing)];
        return isRemoving ? [] : [{ name: name.trim() }];
      }),
    );
  const setColor = (name: string, color: string) =>
    setChosen((current) => current.map((tag) => (tag.name === name ? { ...tag, color } : tag)));

  const confirm = async () => {
    setIsSaving(true);
    try {
      await props.onConfirm(chosen);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <KitModal
      opened
      onClose={props.onClose}
      title={props.title}
      width="remove"
      type={isRemoving ? 'warning' : 'confirm'}
      confirmLabel={props.confirmLabel}
      onConfirm={() => void confirm()}
      isConfirming={isSaving}
      isConfirmDisabled={props.mode !== 'set' && chosen.length === 0}
    >
      <TagsInput
        label={t('media.tags.label')}
        description={isRemoving ? t('media.tags.removeHint') : t('media.tags.hint')}
        placeholder={t('media.tags.placeholder')}
        value={chosen.map((tag) => tag.name)}
        onChange={choose}
        searchValue={searchText}
        onSearchChange={setSearchText}
        data={known.map((tag) => tag.name)}
        clearable
        data-autofocus
      />
      {!isRemoving && chosen.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('media.tags.colours')}
          </Text>
          {chosen.map((tag) => (
            <Group key={tag.name} gap="xs" wrap="nowrap">
              <ColorInput
                aria-label={t('media.tags.colourOf', { name: tag.name })}
                value={tag.color ?? ''}
                onChange={(color) => setColor(tag.name, color)}
                placeholder={t('media.tags.noColour')}
                format="hex"
                swatches={swatches}
                swatchesPerRow={8}
                w={150}
                size="xs"
              />
              <Text size="sm" flex={1} truncate="end">
                {tag.name}
                {!tag.tagCode && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t('media.tags.new')}
                  </Text>
                )}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('media.tags.remove', { name: tag.name })}
                onClick={() => setChosen((current) => current.filter((c) => c.name !== tag.name))}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </KitModal>
  );
}
