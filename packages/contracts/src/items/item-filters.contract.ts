import type { CallResponse } from '../core/define-call';
import { savedFilterCalls } from '../saved-filters/saved-filter-calls';

/**
 * The account's item filters (spec 002 "Item/attribute filter"), listed at the spec's
 * `/api/facts/filters/{factType}/search` for the one fact type that has filters. Reading them
 * needs the items; saving, overwriting and deleting the Filter area of items (spec 002 section 6).
 */
export const attributeFilterCalls = savedFilterCalls({
  kind: 'attribute',
  backend: 'customer',
  path: '/api/facts/filters',
  listPath: '/api/facts/filters/Item/search',
  id: 'attributeFilters',
  noun: 'item filter',
  owner: "The account's",
  resource: 'AccountItems',
  editResource: 'AccountItems.Filter',
});

export type AttributeFilter = CallResponse<typeof attributeFilterCalls.get>['AttributeFilter'];
