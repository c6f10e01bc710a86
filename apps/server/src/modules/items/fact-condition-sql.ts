import { foldCondition, type FilterCondition, type FilterConditionLeaf } from '@marquee/domain';
import { and, not, or, type SQL } from 'drizzle-orm';
import { facts } from '../../db/schema';
import { containsText } from '../../platform/db/like-pattern';

type ItemLeaf = FilterConditionLeaf & { nodeType: 'SearchText' };

const isItemLeaf = (leaf: FilterConditionLeaf): leaf is ItemLeaf => leaf.nodeType === 'SearchText';

/**
 * An item filter's condition as a predicate over `facts`: SearchText looks in the name, SKU,
 * category and description (the trigram-indexed `search_text`); node types of screens and media
 * say nothing about items. Null when the condition restricts no item.
 */
export function factConditionSql(condition: FilterCondition | undefined): SQL | null {
  return foldCondition<ItemLeaf, SQL>(condition, isItemLeaf, {
    leaf: (leaf) => {
      const any = or(...leaf.codes.map((text) => containsText(facts.searchText, text))) as SQL;
      return leaf.codeCondition === 'In' ? any : not(any);
    },
    group: (operator, parts) => (operator === 'AND' ? and(...parts) : or(...parts)) as SQL,
  });
}
