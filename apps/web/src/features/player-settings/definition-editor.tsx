// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  maxSettingTextLength,
  settingLevels,
  settingValueTypes,
  type SettingLevel,
  type SettingValueType,
} from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { serverTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import {
  definitionProblems,
  startValueOf,
  withValueType,
  type DefinitionProblem,
} from './definition-draft';
import { useSaveDefinition } from './player-settings.api';
import type { DefinitionDraft } from './setting-types';
import { SettingValueEditor } from './setting-value-editor';

interface DefinitionEditorProps {
  accountCode: string;
  definition: DefinitionDraft;
  onClose: () => void;
}

// Lists open inside the dialog, which owns the focus and the page's reading order.
const inDialog = { withinPortal: false, hideDetached: false };

const numberOrNone = (typed: string | number) => (typeof typed === 'number' ? typed : undefined);

/**
 * A definition of the account's own: its code (fixed once stored), name, type with the rules
 * that type has, default, levels and whether screens get it. A change the stored values would
 * not fit is refused by the server, and its reason shown here.
 */
export function DefinitionEditor({ accountCode, definition, onClose }: DefinitionEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(definition);
  const save = useSaveDefinition(accountCode);
  const problems = definitionProblems(draft);
  const problemAt = (field: string) => {
    const problem: DefinitionProblem | undefined = problems.get(field);
    return problem ? t(`playerSettings.editor.problems.${problem}`) : undefined;
  };
  const change = (changes: Partial<DefinitionDraft>) => setDraft((was) => ({ ...was, ...changes }));
  const isNew = definition.storedCode === null;
  const hasLength = draft.valueType === 'Text' || draft.valueType === 'List';
  const hasChoices = draft.valueType === 'Choice' || draft.valueType === 'List';
  const submit = () =>
    save.mutate(draft, {
      onSuccess: (saved) => {
        notifySuccess(t('playerSettings.editor.saved', { name: saved.name }));
        onClose();
      },
    });
  return (
    <KitModal
      opened
      onClose={onClose}
      title={
        isNew
          ? t('playerSettings.editor.newTitle')
          : t('playerSettings.editor.editTitle', { name: definition.name })
      }
      onConfirm={submit}
      confirmLabel={t('playerSettings.editor.save')}
      isConfirming={save.isPending}
      isConfirmDisabled={problems.size > 0}
      errorMessage={
        save.isError
          ? (serverTextOf(save.error) ?? t('playerSettings.editor.saveFailed'))
          : undefined
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('playerSettings.editor.code')}
          required
          disabled={!isNew}
          value={draft.playerSettingDefinitionCode}
          maxLength={64}
          error={problemAt('playerSettingDefinitionCode')}
          onChange={(event) => change({ playerSettingDefinitionCode: event.currentTarget.value })}
        />
        <TextInput
          label={t('playerSettings.editor.name')}
          required
          value={draft.name}
          maxLength={200}
          error={problemAt('name')}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={t('playerSettings.editor.description')}
        value={draft.description}
        maxLength={1000}
        rows={2}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <Select
        label={t('playerSettings.editor.valueType')}
        data={settingValueTypes.map((type) => ({
          value: type,
          label: t(`playerSettings.valueTypes.${type}`),
        }))}
        value={draft.valueType}
        allowDeselect={false}
        comboboxProps={inDialog}
        onChange={(type) => {
          if (type) setDraft((was) => withValueType(was, type as SettingValueType));
        }}
      />
      {draft.valueType === 'Integer' && (
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('playerSettings.editor.minimum')}
            value={draft.minimum ?? ''}
            allowDecimal={false}
            onChange={(typed) => change({ minimum: numberOrNone(typed) })}
          />
          <NumberInput
            label={t('playerSettings.editor.maximum')}
            value={draft.maximum ?? ''}
            allowDecimal={false}
            error={problemAt('maximum')}
            onChange={(typed) => change({ maximum: numberOrNone(typed) })}
          />
        </SimpleGrid>
      )}
      {hasChoices && (
        <TagsInput
          label={t('playerSettings.editor.choices')}
          description={
            draft.valueType === 'List' ? t('playerSettings.editor.listChoices') : undefined
          }
          placeholder={t('playerSettings.editors.typeItem')}
          value={[...(draft.choices ?? [])]}
          error={problemAt('choices')}
          onChange={(choices) =>
            setDraft((was) => {
              const next = { ...was, choices };
              // A choice setting's default must stay one of its choices.
              return was.valueType === 'Choice' && !choices.includes(String(was.defaultValue))
                ? { ...next, defaultValue: startValueOf(next) }
                : next;
            })
          }
        />
      )}
      {hasLength && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={
              draft.valueType === 'List'
                ? t('playerSettings.editor.maxItems')
                : t('playerSettings.editor.maxLength')
            }
            value={draft.maxLength ?? ''}
            min={1}
            max={maxSettingTextLength}
            allowDecimal={false}
            onChange={(typed) => change({ maxLength: numberOrNone(typed) })}
          />
          <Select
            label={t('playerSettings.editor.format')}
            data={(['none', 'email', 'url'] as const).map((format) => ({
              value: format,
              label: t(`playerSettings.editor.formats.${format}`),
            }))}
            value={draft.format ?? 'none'}
            allowDeselect={false}
            comboboxProps={inDialog}
            onChange={(format) =>
              change({ format: format === 'email' || format === 'url' ? format : undefined })
            }
          />
        </SimpleGrid>
      )}
      <SettingValueEditor
        rules={draft}
        value={draft.defaultValue}
        label={t('playerSettings.editor.defaultValue')}
        error={problemAt('defaultValue')}
        isLabelShown
        onChange={(value) => change({ defaultValue: value })}
      />
      <Checkbox.Group
        label={t('playerSettings.editor.levels')}
        value={[...draft.levels]}
        error={problemAt('levels')}
        onChange={(levels) => change({ levels: levels as SettingLevel[] })}
      >
        <Group gap="md" mt={4}>
          {settingLevels.map((level) => (
            <Checkbox key={level} value={level} label={t(`playerSettings.levels.${level}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t('playerSettings.editor.sentToScreens')}
        checked={draft.sentToScreens}
        onChange={(event) => change({ sentToScreens: event.currentTarget.checked })}
      />
    </KitModal>
  );
}
