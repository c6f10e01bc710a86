import type {
  FilterableAttribute,
  FilterCondition,
  FilterNode,
  FilterNodeType,
} from '@marquee/domain';
import {
  type AspectLookup,
  type ClientLookup,
  type LayerLookup,
  type LocationLookup,
  type MediaLookup,
  type OrganizationLookup,
  type PlayerLookup,
  type TagLookup,
  type PickerOption,
  type PickerSearch,
} from '../code-picker';

/** The attributes an item filter compares (its Attribute nodes) and the values to offer. */
export interface AttributeFilterSource {
  attributes: readonly FilterableAttribute[];
  /** The values the items hold for a text or currency attribute, offered beside typing one. */
  values: (attributeCode: string) => Promise<string[]>;
}

/** The search behind each picker node; a node type without one is not offered. */
export interface FilterSearches {
  Locations?: PickerSearch<LocationLookup>;
  Aspects?: PickerSearch<AspectLookup>;
  Tags?: PickerSearch<TagLookup>;
  Players?: PickerSearch<PlayerLookup>;
  Media?: PickerSearch<MediaLookup>;
  Layers?: PickerSearch<LayerLookup>;
  Organization?: PickerSearch<OrganizationLookup>;
  Clients?: PickerSearch<ClientLookup>;
  Attribute?: AttributeFilterSource;
}

/** A saved filter as the builder reads it, with the names of its codes. */
export interface SavedFilter {
  filterCode: string;
  filterName: string;
  condition: FilterCondition | null;
  conditionLookups?: PickerOption[];
}

export interface SavedFilterSummary {
  filterCode: string;
  filterName: string;
}

/** The spec's save payload: the code is there only when overwriting. */
export interface SaveFilterPayload {
  filterName: string;
  condition: FilterCondition | null;
  filterCode?: string;
}

/** One builder row: the node plus the names shown for its codes. */
export interface FilterRow {
  key: string;
  node: FilterNode;
  lookups: PickerOption[];
}

export const pickerNodeTypes = [
  'Locations',
  'Aspects',
  'Tags',
  'Players',
  'Media',
  'Layers',
  'Organization',
  'Clients',
] as const satisfies readonly FilterNodeType[];
