import { describe, expect, it } from 'vitest';
import { failureTextOf } from './failure-text';

describe('failureTextOf', () => {
  it('reads the text a failure names', () => {
    expect(failureTextOf({ failureText: 'In use' })).toBe('In use');
  });

  it('has no text for a failure without one, an empty one, or anything else', () => {
    expect(failureTextOf({ failureText: undefined })).toBeUndefined();
    expect(failureTextOf({ failureText: '' })).toBeUndefined();
    expect(failureTextOf(new Error('a bug'))).toBeUndefined();
    expect(failureTextOf(null)).toBeUndefined();
    expect(failureTextOf('text')).toBeUndefined();
  });
});
