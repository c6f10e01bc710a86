import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlayerSettingView } from '@marquee/contracts';
import type { SettingLevel } from '@marquee/domain';
import type { SettingValue } from './setting-types';
import { useTranslation } from 'react-i18next';
import { sourceOf, type SettingDraft } from './setting-drafts';
import { SettingValueEditor } from './setting-value-editor';
import { useSettingTexts } from './setting-texts';

interface SettingRowProps {
  row: PlayerSettingView;
  level: SettingLevel;
  draft: SettingDraft | undefined;
  canEdit: boolean;
  /** The server's refusal of this setting in the last save. */
  problem: string | undefined;
  onDraft: (draft: SettingDraft) => void;
}

const sourceColors = {
  own: 'blue',
  Location: 'grape',
  Account: 'teal',
  default: 'gray',
  unset: 'orange',
} as const;

/** What a row shows: the draft's value, the default once unset, else the value it has now. */
function shownValue(row: PlayerSettingView, draft: SettingDraft | undefined): SettingValue | null {
  if (draft?.kind === 'value') return draft.value;
  if (draft?.kind === 'unset') return row.definition.defaultValue;
  return row.definition.writeOnly ? '' : row.value;
}

/**
 * One setting at one level: its name and description, where its value comes from, an editor
 * fitting its type, and the steps back to inheriting or to the default.
 */
export function SettingRow({ row, level, draft, canEdit, problem, onDraft }: SettingRowProps) {
  const { t } = useTranslation();
  const { nameOf, descriptionOf } = useSettingTexts();
  const { definition } = row;
  const name = nameOf(definition);
  const isSettable = definition.levels.includes(level);
  const isEditable = canEdit && isSettable;
  const source = sourceOf(row);
  const sourceText = draft
    ? t(`playerSettings.source.draft.${draft.kind}`)
    : t(`playerSettings.source.${source}`);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.playerSettingCode}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {descriptionOf(definition)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={draft ? 'yellow' : sourceColors[source]}>
              {sourceText}
            </Badge>
            {definition.writeOnly && (
              <Badge variant="light" color={row.isSet ? 'teal' : 'gray'}>
                {row.isSet
                  ? t('playerSettings.writeOnly.set')
                  : t('playerSettings.writeOnly.notSet')}
              </Badge>
            )}
            {!isSettable && (
              <Text size="xs" c="dimmed">
                {t('playerSettings.notAtLevel')}
              </Text>
            )}
          </Group>
        </Stack>
        <Stack gap="xs" style={{ flex: '1 1 18rem' }}>
          <SettingValueEditor
            rules={definition}
            value={shownValue(row, draft)}
            label={definition.writeOnly ? t('playerSettings.writeOnly.replace', { name }) : name}
            isSecret={definition.writeOnly}
            disabled={!isEditable}
            error={problem}
            onChange={(value) => onDraft({ kind: 'value', value })}
          />
          {isEditable && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-label={t('playerSettings.inheritLabel', { name })}
                disabled={(row.inherit && !row.unset && !draft) || draft?.kind === 'inherit'}
                onClick={() => onDraft({ kind: 'inherit' })}
              >
                {t('playerSettings.inherit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                aria-label={t('playerSettings.unsetLabel', { name })}
                disabled={(row.unset && !draft) || draft?.kind === 'unset'}
                onClick={() => onDraft({ kind: 'unset' })}
              >
                {t('playerSettings.unset')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
