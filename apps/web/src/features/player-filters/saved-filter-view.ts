import { conditionToNodes, type FilterNodeType } from '@marquee/domain';
import type { SavedFilter } from '@/kit/filter-builder';
import type { PlayerFilter } from './player-filters.api';

/** A player filter as the builder reads it; a lookup's Color attribute becomes the swatch. */
export function toSavedFilter(filter: PlayerFilter): SavedFilter {
  return {
    filterCode: filter.playerFilterCode,
    filterName: filter.playerFilterName,
    condition: filter.condition,
    conditionLookups: filter.conditionLookups.map(({ code, name, attributes }) => ({
      code,
      name,
      color: attributes.find((attribute) => attribute.type === 'Color')?.value,
    })),
  };
}

/** The node types a filter uses, in the order it uses them first. */
export function nodeTypesOf(filter: PlayerFilter): FilterNodeType[] {
  return [...new Set(conditionToNodes(filter.condition).map((node) => node.nodeType))];
}
