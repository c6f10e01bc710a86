import { Notifications } from '@mantine/notifications';
import type { FilterCondition } from '@marquee/domain';
import { vi } from 'vitest';
import { type LayerLookup, type LocationLookup, type TagLookup } from '../code-picker';
import { FilterBuilder, type FilterBuilderProps } from './filter-builder';
import type { FilterSearches } from './filter-builder-types';

const locations: LocationLookup[] = [
  { locationCode: 'L1', name: 'Oslo' },
  { locationCode: 'L2', name: 'Bergen' },
];
const tags: TagLookup[] = [{ tagCode: 'lobby', tagAttribute: [{ attributeValue: '#4c6ef5' }] }];
const layers: LayerLookup[] = [{ code: 'main', name: 'Main', hasPermission: true }];

export const filterSearches: FilterSearches = {
  Locations: () => Promise.resolve({ items: locations, hasMore: false }),
  Tags: () => Promise.resolve({ items: tags, hasMore: false }),
  Layers: () => Promise.resolve({ items: layers, hasMore: false }),
};

export function renderableBuilder(overrides: Partial<FilterBuilderProps> = {}) {
  const onConditionChange = vi.fn<(condition: FilterCondition | null) => void>();
  const ui = (
    <>
      <Notifications />
      <FilterBuilder
        searches={filterSearches}
        onConditionChange={onConditionChange}
        {...overrides}
      />
    </>
  );
  return { ui, onConditionChange };
}
