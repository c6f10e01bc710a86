import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { ActionIcon, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { MetadataLayer } from '@marquee/domain';
import { IconCopy, IconPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface MetadataLayerRowProps {
  layer: MetadataLayer;
  isSelected: boolean;
  canRemove: boolean;
  onToggle: () => void;
  onAdd: () => void;
  onCopy: () => void;
  onRemove: () => void;
  onOptions: () => void;
}

/** One layer of the list, with its own add, copy, options and remove. */
export function MetadataLayerRow({ layer, isSelected, canRemove, ...on }: MetadataLayerRowProps) {
  const { t } = useTranslation();
  const name = layer.layerName || t('formFields.layers.unnamed');
  const action = (key: string, Icon: typeof IconPlus, onClick: () => void, color?: string) => (
    <ActionIcon
      variant="subtle"
      color={color ?? 'gray'}
      aria-label={t(`formFields.layers.${key}`, { name })}
      onClick={onClick}
    >
      <Icon size={16} />
    </ActionIcon>
  );
  return (
    <Paper withBorder radius="sm" p={6}>
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          aria-label={t('formFields.layers.select', { name })}
          checked={isSelected}
          onChange={on.onToggle}
        />
        <Text size="sm" flex={1} truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="xs">
          {`${layer.x}, ${layer.y} · ${layer.fontSize} px · ${layer.inTime}–${layer.outTime} s`}
        </Text>
        {action('options', IconSettings, on.onOptions)}
        {action('add', IconPlus, on.onAdd)}
        {action('copy', IconCopy, on.onCopy)}
        {canRemove && action('remove', IconTrash, on.onRemove, 'red')}
      </Group>
    </Paper>
  );
}
