import '@mantine/core/styles/SegmentedControl.css';
import { MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ConditionLookup } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerPicker, type PickerOption } from '@/kit/code-picker';
import { useSessionUser } from '@/lib/session/session-user';
import { searchScreensByName } from '@/shared/searches/screen-searches';
import { layerChoices, layersQuery } from './broadcasts.api';
import type { BroadcastDraft } from './broadcast-draft';

// The builder and its pickers load when a group is first filtered.
const ConditionEditor = lazy(() => import('./condition-editor'));
// The trigger choice and its picker stay out of the editor's first chunk.
const TriggerUseField = lazy(() => import('./trigger-use-field'));
// Only accounts with content types need their picker.
const ContentTypePicker = lazy(() => import('./content-type-picker'));

type Group = BroadcastDraft['groups'][number];

interface WhereSectionProps {
  group: Group;
  /** The names of the saved condition's codes. */
  conditionLookups: ConditionLookup[];
  /** Problems show once the editor was asked to save; before that a field shows its own once left. */
  isShowingProblems: boolean;
  onChange: (group: Group) => void;
}

/**
 * Where: the group's layers, its content type while the account has them, the trigger it plays
 * by, and the screens it reaches, by a filter or a fixed list.
 */
export function WhereSection({
  group,
  conditionLookups,
  isShowingProblems,
  onChange,
}: WhereSectionProps) {
  const { t } = useTranslation();
  const hasContentTypes = can(useSessionUser(), 'ContentType', 'Enabled');
  const [isLayersLeft, setLayersLeft] = useState(false);
  const layers = useQuery(layersQuery());
  const [mode, setMode] = useState<'filter' | 'fixed'>(
    group.filter.fixedPlayerList.length > 0 ? 'fixed' : 'filter',
  );
  const setFilter = (filter: Partial<Group['filter']>) =>
    onChange({ ...group, filter: { ...group.filter, ...filter } });

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('broadcasts.editor.layers')}
        data={layerChoices(layers.data ?? [])}
        value={group.layers}
        onChange={(codes) => onChange({ ...group, layers: codes })}
        onBlur={() => setLayersLeft(true)}
        error={
          group.layers.length === 0 && (isShowingProblems || isLayersLeft)
            ? t('broadcasts.editor.noLayer')
            : undefined
        }
        maw={480}
      />
      {hasContentTypes && (
        <Suspense fallback={null}>
          <ContentTypePicker group={group} onChange={onChange} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <TriggerUseField
          value={group.trigger}
          onChange={(trigger) => onChange({ ...group, trigger })}
        />
      </Suspense>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value === 'fixed' ? 'fixed' : 'filter')}
        data={[
          { value: 'filter', label: t('broadcasts.editor.byFilter') },
          { value: 'fixed', label: t('broadcasts.editor.fixedList') },
        ]}
        maw={360}
      />
      {mode === 'filter' ? (
        <Suspense fallback={null}>
          <ConditionEditor
            group={group}
            conditionLookups={conditionLookups}
            onConditionChange={(condition) => setFilter({ condition, fixedPlayerList: [] })}
          />
        </Suspense>
      ) : (
        <FixedPlayerList
          codes={group.filter.fixedPlayerList}
          onChange={(codes) => setFilter({ condition: null, fixedPlayerList: codes })}
        />
      )}
    </Stack>
  );
}

function FixedPlayerList(props: { codes: string[]; onChange: (codes: string[]) => void }) {
  const { t } = useTranslation();
  // The saved list holds codes only; names are known for the screens picked here.
  const [picked, setPicked] = useState<PickerOption[]>(() =>
    props.codes.map((code) => ({ code, name: code })),
  );
  return (
    <Stack gap="xs">
      <PlayerPicker
        label={t('broadcasts.editor.fixedList')}
        search={searchScreensByName}
        value={picked}
        onChange={(options) => {
          setPicked(options);
          props.onChange(options.map((option) => option.code));
        }}
      />
      <Text size="sm">{t('broadcasts.editor.fixedCount', { count: props.codes.length })}</Text>
      {props.codes.length === 0 && (
        <Text size="sm" c="red.9" role="status">
          {t('broadcasts.editor.noPlayersMatch')}
        </Text>
      )}
    </Stack>
  );
}
