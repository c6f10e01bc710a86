import { ActionIcon, Button, Group, NumberInput, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconLink,
  IconRotate2,
  IconRotateClockwise2,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zoomRange } from './image-editor-math';
import type { useImageEdits } from './use-image-edits';

type Editing = ReturnType<typeof useImageEdits>;

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Rotate, zoom and the linked output size beside the stage. */
export function ImageEditorPanel({ editing }: { editing: Editing }) {
  const { t } = useTranslation();
  const { edits } = editing;
  const readNumber = (value: string | number) => Math.max(1, Math.round(Number(value) || 1));
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('media.editor.rotate')}
        </Text>
        <Group gap="xs">
          <ToolButton label={t('media.editor.rotateLeft')} onClick={() => editing.rotate(-90)}>
            <IconRotate2 size={18} />
          </ToolButton>
          <ToolButton label={t('media.editor.rotateRight')} onClick={() => editing.rotate(90)}>
            <IconRotateClockwise2 size={18} />
          </ToolButton>
        </Group>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('media.editor.zoom')}
        </Text>
        <Group gap="xs">
          <ToolButton
            label={t('media.editor.zoomOut')}
            onClick={() => editing.zoom(-1)}
            disabled={edits.zoom <= zoomRange.min}
          >
            <IconZoomOut size={18} />
          </ToolButton>
          <Text size="sm" w={48} ta="center" aria-live="polite" data-zoom={edits.zoom}>
            {Math.round(edits.zoom * 100)} %
          </Text>
          <ToolButton
            label={t('media.editor.zoomIn')}
            onClick={() => editing.zoom(1)}
            disabled={edits.zoom >= zoomRange.max}
          >
            <IconZoomIn size={18} />
          </ToolButton>
        </Group>
      </Stack>
      <Stack gap={6}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {t('media.editor.size')}
          </Text>
          <IconLink size={14} aria-label={t('media.editor.linked')} />
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <NumberInput
            label={t('media.editor.width')}
            value={edits.output.width}
            min={1}
            max={20000}
            allowDecimal={false}
            allowNegative={false}
            onChange={(value) => editing.setWidth(readNumber(value))}
            suffix=" px"
          />
          <NumberInput
            label={t('media.editor.height')}
            value={edits.output.height}
            min={1}
            max={20000}
            allowDecimal={false}
            allowNegative={false}
            onChange={(value) => editing.setHeight(readNumber(value))}
            suffix=" px"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('media.editor.cropSize', { ...edits.crop })}
        </Text>
      </Stack>
      <Button variant="default" onClick={editing.reset}>
        {t('media.editor.reset')}
      </Button>
    </Stack>
  );
}
