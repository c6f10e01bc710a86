import {
  conditionLeaves,
  filterNodeTypes,
  type FilterCondition,
  type FilterNodeType,
} from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { BadRequest } from '../../platform/errors';
import { assertItemCondition, factSchemeOf } from '../items';
import type { FilterCaller, SavedFilterKind } from './filter-caller';

/** Screens and media have no item attributes to compare. */
const withoutAttributes = filterNodeTypes.filter((nodeType) => nodeType !== 'Attribute');

/** What each kind's conditions may test; an item filter looks at the items' text and values. */
const nodeTypesOfKind: Record<SavedFilterKind, readonly FilterNodeType[]> = {
  Player: withoutAttributes,
  Media: withoutAttributes,
  Item: ['SearchText', 'Attribute'],
};

/**
 * 400 naming the first leaf a filter of the kind cannot test: a node type its rows have nothing
 * to test with, or, in an item filter, an attribute or value the account's item schema cannot
 * answer.
 */
export async function assertFitsKind(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  condition: FilterCondition,
) {
  const stray = conditionLeaves(condition).find(
    ({ leaf }) => !nodeTypesOfKind[kind].includes(leaf.nodeType),
  );
  if (stray) {
    throw new BadRequest(
      `Filter.Condition.${stray.path}.nodeType: a ${kind.toLowerCase()} filter cannot test ${stray.leaf.nodeType}`,
    );
  }
  if (kind !== 'Item' || actor.accountId === null) return;
  const scheme = await factSchemeOf(db, actor.accountId, 'Item');
  assertItemCondition(condition, scheme, 'Filter.Condition');
}
