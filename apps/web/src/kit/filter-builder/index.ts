export { FilterBuilder, type FilterBuilderProps } from './filter-builder';
export type {
  AttributeFilterSource,
  FilterSearches,
  SavedFilter,
  SavedFilterSummary,
  SaveFilterPayload,
} from './filter-builder-types';
export { filterNoticeMs } from './filter-notices';
export { textFilterDelayMs } from './filter-text-node';
export { FilterToggle, type FilterToggleProps } from './filter-toggle';
