import { conditionToNodes, type FilterNodeType } from '@marquee/domain';
import type { SavedFilter } from '@/kit/filter-builder';
import { savedFilterOf } from '@/shared/saved-filters/saved-filters';
import type { PlayerFilter } from './saved-filters.api';

export function toSavedFilter(filter: PlayerFilter): SavedFilter {
  return savedFilterOf(filter.playerFilterCode, filter.playerFilterName, filter);
}

/** The node types a filter uses, in the order it uses them first. */
export function nodeTypesOf(filter: PlayerFilter): FilterNodeType[] {
  return [...new Set(conditionToNodes(filter.condition).map((node) => node.nodeType))];
}
