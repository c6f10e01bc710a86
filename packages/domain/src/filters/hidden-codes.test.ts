import { describe, expect, it } from 'vitest';
import type {
  CodeCondition,
  FilterCondition,
  FilterConditionLeaf,
  FilterConditionNode,
  FilterNodeType,
} from './filter-types';
import { hiddenCodesOf, visiblePartOf, withHiddenCodes, type VisibleCodes } from './hidden-codes';

function leaf(
  nodeType: FilterNodeType,
  codes: string[],
  codeCondition: CodeCondition = 'In',
): FilterConditionLeaf {
  return { nodeType, nodeKey: nodeType, codes, codeCondition };
}
const all = (...subNodes: FilterConditionNode[]): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const any = (...subNodes: FilterConditionNode[]): FilterCondition => ({ operator: 'OR', subNodes });

/** The reader sees screen S1 and medium M1 only. */
const visible: VisibleCodes = { Players: new Set(['S1']), Media: new Set(['M1']) };

/** The condition as a limited reader reads it, changed, then saved back. */
function savedBack(stored: FilterCondition, edit: (read: FilterCondition) => FilterCondition) {
  const read = visiblePartOf(stored, visible) as FilterCondition;
  return withHiddenCodes(stored, edit(read), visible);
}

describe('a condition read and saved within a limited scope', () => {
  const stored = any(
    all(leaf('Tags', ['T1']), leaf('Players', ['S1', 'S2'])),
    all(leaf('Tags', ['T2']), leaf('Players', ['S3'])),
    leaf('Media', ['M1', 'M2'], 'NotIn'),
  );

  it('shows only the codes the reader sees, and counts the others', () => {
    expect(visiblePartOf(stored, visible)).toEqual(
      any(
        all(leaf('Tags', ['T1']), leaf('Players', ['S1'])),
        all(leaf('Tags', ['T2'])),
        leaf('Media', ['M1'], 'NotIn'),
      ),
    );
    const hidden = hiddenCodesOf(stored, visible);
    expect([...hidden.Players]).toEqual(['S2', 'S3']);
    expect([...hidden.Media]).toEqual(['M2']);
    expect(visiblePartOf(stored, {})).toEqual(stored);
  });

  it('gives back the stored condition when the reader changes nothing', () => {
    expect(savedBack(stored, (read) => read)).toEqual(stored);
  });

  it('keeps the hidden codes beside the reader’s edits, in the group that joined them', () => {
    const saved = savedBack(stored, () =>
      any(
        all(leaf('Tags', ['T1', 'T9']), leaf('Players', ['S1', 'S4'])),
        all(leaf('Tags', ['T2'])),
      ),
    );
    expect(saved).toEqual(
      any(
        all(leaf('Tags', ['T1', 'T9']), leaf('Players', ['S1', 'S4', 'S2'])),
        all(leaf('Tags', ['T2']), leaf('Players', ['S3'])),
        leaf('Media', ['M2'], 'NotIn'),
      ),
    );
  });

  it('keeps a group the reader saw none of, and the hidden part of a leaf they removed', () => {
    const wholly = all(leaf('Players', ['S2']), leaf('Players', ['S1', 'S3'], 'NotIn'));
    expect(savedBack(wholly, () => all(leaf('Tags', ['T1'])))).toEqual(
      all(leaf('Tags', ['T1']), leaf('Players', ['S2']), leaf('Players', ['S3'], 'NotIn')),
    );
    const nested = any(leaf('Tags', ['T1']), all(leaf('Players', ['S2']), leaf('Media', ['M2'])));
    expect(savedBack(nested, (read) => read)).toEqual(nested);
  });
});
