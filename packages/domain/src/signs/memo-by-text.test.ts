import { describe, expect, it } from 'vitest';
import { memoByText } from './memo-by-text';

describe('memoByText', () => {
  it('computes a text once while it is among the latest, and forgets the oldest beyond them', () => {
    const computed: string[] = [];
    const length = memoByText((text) => {
      computed.push(text);
      return text.length;
    }, 2);
    expect([length('a'), length('bb'), length('a')]).toEqual([1, 2, 1]);
    expect(computed).toEqual(['a', 'bb']);
    length('ccc');
    length('a');
    length('bb');
    expect(computed).toEqual(['a', 'bb', 'ccc', 'bb']);
  });
});
