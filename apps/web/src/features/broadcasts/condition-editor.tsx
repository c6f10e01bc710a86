import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from '@/kit/filter-builder';
import { screensFilterSearches } from '@/lib/api/screen-searches';
import { groupPlayerCountQuery } from './broadcasts.api';
import type { BroadcastDraft } from './broadcast-draft';

interface ConditionEditorProps {
  group: BroadcastDraft['groups'][number];
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** A group's filter in the builder, with how many screens it reaches now. */
export default function ConditionEditor({ group, onConditionChange }: ConditionEditorProps) {
  const { t } = useTranslation();
  const condition = group.filter.condition;
  const count = useQuery(groupPlayerCountQuery(condition));
  return (
    <Stack gap="xs">
      {/* A key per group starts the builder's rows from that group's condition. */}
      <FilterBuilder
        key={group.key}
        searches={screensFilterSearches}
        onConditionChange={onConditionChange}
        savedFilter={{ filterCode: group.key, filterName: group.name, condition }}
      />
      <Group gap="xs">
        <Text size="sm">{t('broadcasts.editor.totalScreens')}</Text>
        <Badge variant="light" data-testid="group-player-count">
          {count.data ?? '…'}
        </Badge>
      </Group>
    </Stack>
  );
}
