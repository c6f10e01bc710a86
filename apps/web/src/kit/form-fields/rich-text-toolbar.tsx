import '@mantine/core/styles/Combobox.css';
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import type { RichTextTool } from '@marquee/domain';
import { IconBold, IconItalic, IconList, IconUnderline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  richTextColors,
  richTextFonts,
  richTextFormats,
  richTextSizes,
  type RichTextFormat,
} from './rich-text-commands';

export interface RichTextActions {
  run: (command: string, argument?: string) => void;
  setSize: (px: number) => void;
}

const marks = [
  { tool: 'bold', command: 'bold', Icon: IconBold },
  { tool: 'italic', command: 'italic', Icon: IconItalic },
  { tool: 'underline', command: 'underline', Icon: IconUnderline },
  { tool: 'list', command: 'insertUnorderedList', Icon: IconList },
] as const;

/** The tools a field offers, each acting on the selection the editor last had. */
export function RichTextToolbar({
  tools,
  actions,
}: {
  tools: RichTextTool[];
  actions: RichTextActions;
}) {
  const { t } = useTranslation();
  const has = (tool: RichTextTool) => tools.includes(tool);
  const pick =
    (handle: (value: string) => void) => (event: { currentTarget: { value: string } }) => {
      if (event.currentTarget.value) handle(event.currentTarget.value);
    };
  const select = (
    label: string,
    data: { value: string; label: string }[],
    handle: (value: string) => void,
  ) => (
    <NativeSelect
      size="xs"
      aria-label={label}
      value=""
      data={[{ value: '', label }, ...data]}
      onChange={pick(handle)}
    />
  );
  return (
    <Group gap={4} role="toolbar" aria-label={t('formFields.richText.toolbar')}>
      {marks
        .filter((mark) => has(mark.tool))
        .map(({ tool, command, Icon }) => (
          <ActionIcon
            key={tool}
            variant="default"
            aria-label={t(`formFields.richText.${tool}`)}
            // Keeps the editor's selection: a pressed button would take the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => actions.run(command)}
          >
            <Icon size={16} />
          </ActionIcon>
        ))}
      {has('heading') &&
        select(
          t('formFields.richText.format'),
          richTextFormats.map((format: RichTextFormat) => ({
            value: format,
            label: t(`formFields.richText.formats.${format}`),
          })),
          (format) => actions.run('formatBlock', `<${format}>`),
        )}
      {has('size') &&
        select(
          t('formFields.richText.size'),
          richTextSizes.map((px) => ({ value: String(px), label: `${px} px` })),
          (px) => actions.setSize(Number(px)),
        )}
      {has('font') &&
        select(
          t('formFields.richText.font'),
          richTextFonts.map((font) => ({ value: font, label: font })),
          (font) => actions.run('fontName', font),
        )}
      {has('color') &&
        select(
          t('formFields.richText.color'),
          Object.entries(richTextColors).map(([name, hex]) => ({
            value: hex,
            label: t(`formFields.richText.colors.${name}`),
          })),
          (hex) => actions.run('foreColor', hex),
        )}
    </Group>
  );
}
