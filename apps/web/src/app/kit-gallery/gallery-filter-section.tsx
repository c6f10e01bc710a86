import { Code, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FilterCondition } from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import {
  FilterBuilder,
  FilterToggle,
  type SavedFilter,
  type SavedFilterSummary,
} from '@/kit/filter-builder';
import { demoSearches } from './gallery-demo-data';
import { KitPanel } from '@/kit/panel';

export function GalleryFilterSection() {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<FilterCondition | null>(null);
  const [saved, setSaved] = useState<SavedFilter[]>([]);
  const [isOpen, setIsOpen] = useState(true);
  const summaries: SavedFilterSummary[] = saved.map(({ filterCode, filterName }) => ({
    filterCode,
    filterName,
  }));
  return (
    <KitPanel title={t('kit.gallery.sections.filter')}>
      <Group gap="xs" maw={420}>
        <TextInput
          flex={1}
          aria-label={t('kit.picker.search')}
          placeholder={t('kit.picker.search')}
          leftSection={<IconSearch size={16} />}
        />
        <FilterToggle opened={isOpen} onOpenedChange={setIsOpen} onConditionChange={setCondition} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {isOpen ? (
          <FilterBuilder
            searches={demoSearches}
            onConditionChange={setCondition}
            showLayers
            hasPermissionToEditFilter
            savedFilters={summaries}
            onSave={(payload) => {
              const filterCode = payload.filterCode ?? `F-${saved.length + 1}`;
              const next = {
                filterCode,
                filterName: payload.filterName,
                condition: payload.condition,
              };
              setSaved((list) => [...list.filter((f) => f.filterCode !== filterCode), next]);
            }}
          />
        ) : (
          <div />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('kit.gallery.condition')}
          </Text>
          <Code block data-testid="gallery-condition">
            {condition ? JSON.stringify(condition, null, 2) : t('kit.gallery.noCondition')}
          </Code>
          {summaries.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('kit.gallery.savedFilters', {
                names: summaries.map((f) => f.filterName).join(', '),
              })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </KitPanel>
  );
}
