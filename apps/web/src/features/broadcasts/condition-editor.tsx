import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { ConditionLookup } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from '@/kit/filter-builder';
import { playerFilterKind } from '@/shared/saved-filters/player-filter-kind';
import {
  fetchSavedFilter,
  pickerLookupsOf,
  savedFiltersQuery,
} from '@/shared/saved-filters/saved-filters';
import { screensFilterSearches } from '@/shared/searches/screen-searches';
import { groupPlayerCountQuery } from './broadcasts.api';
import type { BroadcastDraft } from './broadcast-draft';

interface ConditionEditorProps {
  group: BroadcastDraft['groups'][number];
  /** The names of the saved condition's codes, as the broadcast was loaded. */
  conditionLookups: ConditionLookup[];
  onConditionChange: (condition: FilterCondition | null) => void;
}

const emptyCondition: FilterCondition = { operator: 'AND', subNodes: [] };

/**
 * A group's filter in the builder, with how many screens it reaches now, and a plain warning
 * when that is none (an empty filter reaches no screen, never every screen). A saved screen filter
 * can be taken as the starting point; the group keeps its own copy to change freely.
 */
export default function ConditionEditor(props: ConditionEditorProps) {
  const { group, onConditionChange } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const condition = group.filter.condition;
  const count = useQuery(groupPlayerCountQuery(condition));
  const savedFilters = useQuery(savedFiltersQuery(playerFilterKind));
  // Each saved filter taken starts the builder again, with that filter's names.
  const [taken, setTaken] = useState(() => ({
    count: 0,
    lookups: pickerLookupsOf(props.conditionLookups),
  }));

  const takeSavedFilter = async (filterCode: string | null) => {
    if (!filterCode) return;
    const filter = await fetchSavedFilter(queryClient, playerFilterKind, filterCode);
    // The saved filter's own code stays with it; the group's copy is not that filter.
    const { filterCode: _saved, ...copy } = filter.condition ?? emptyCondition;
    setTaken((previous) => ({
      count: previous.count + 1,
      lookups: filter.conditionLookups ?? [],
    }));
    onConditionChange(copy);
  };

  return (
    <Stack gap="xs">
      <Select
        label={t('broadcasts.editor.savedFilter')}
        placeholder={t('broadcasts.editor.chooseSavedFilter')}
        data={(savedFilters.data ?? []).map((filter) => ({
          value: filter.filterCode,
          label: filter.filterName,
        }))}
        value={null}
        onChange={(filterCode) => void takeSavedFilter(filterCode)}
        searchable
        w={360}
        maw="100%"
      />
      {/* A key per group (and per filter taken) starts the builder's rows from that condition. */}
      <FilterBuilder
        key={`${group.key}-${taken.count}`}
        searches={screensFilterSearches}
        onConditionChange={onConditionChange}
        savedFilter={{
          filterCode: group.key,
          filterName: group.name,
          condition,
          conditionLookups: taken.lookups,
        }}
      />
      <Group gap="xs">
        <Text size="sm">{t('broadcasts.editor.totalScreens')}</Text>
        <Badge
          variant="light"
          color={count.data === 0 ? 'orange' : undefined}
          data-testid="group-player-count"
        >
          {count.data ?? '…'}
        </Badge>
      </Group>
      {count.data === 0 && (
        <Text size="sm" c="red.9" role="status">
          {t('broadcasts.editor.noPlayersMatch')}
        </Text>
      )}
    </Stack>
  );
}
