import {
  attributeFilterValue,
  foldItemCondition,
  type FilterCondition,
  type ItemAttribute,
  type ItemConditionLeaf,
} from '@marquee/domain';
import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { facts } from '../../db/schema';
import { containsText } from '../../platform/db/like-pattern';

/**
 * An attribute leaf as containment of `{attribute: value}` in the values, one per code, which the
 * GIN index on `attributes` answers. The codes were checked (`assertItemCondition`) before.
 */
function attributeHolds(leaf: ItemConditionLeaf, scheme: readonly ItemAttribute[]): SQL {
  const attribute = scheme.find((entry) => entry.attributeCode === leaf.nodeKey);
  if (!attribute) throw new Error(`Item condition names no attribute ${leaf.nodeKey}`);
  const values = leaf.codes.map((code) => {
    const read = attributeFilterValue(attribute, code);
    if ('problem' in read) throw new Error(`Item condition value ${code}: ${read.problem}`);
    return JSON.stringify({ [attribute.attributeCode]: read.value });
  });
  return or(...values.map((value) => sql`${facts.attributes} @> ${value}::jsonb`)) as SQL;
}

/**
 * An item filter's condition as a predicate over `facts`: SearchText looks in the name, SKU,
 * category and description (the trigram-indexed `search_text`), Attribute compares one
 * attribute's value (an item without a value is in no list of values); node types of screens
 * and media say nothing about items. Null when the condition restricts no item.
 */
export function factConditionSql(
  condition: FilterCondition | undefined,
  scheme: readonly ItemAttribute[],
): SQL | null {
  return foldItemCondition<SQL>(condition, {
    leaf: (leaf) => {
      const holds =
        leaf.nodeType === 'Attribute'
          ? attributeHolds(leaf, scheme)
          : (or(...leaf.codes.map((text) => containsText(facts.searchText, text))) as SQL);
      return leaf.codeCondition === 'In' ? holds : not(holds);
    },
    group: (operator, parts) => (operator === 'AND' ? and(...parts) : or(...parts)) as SQL,
  });
}
