import { describe, expect, it } from 'vitest';
import { failureTextOf as kitFailureTextOf } from '@/kit/modal';
import { ApiError, failureTextOf } from './api-error';

describe('ApiError as the kit reads it', () => {
  it("names the server's message as the text a dialog shows", () => {
    const error = new ApiError('status', 'In use', 409);
    expect(kitFailureTextOf(error)).toBe('In use');
    expect(failureTextOf(error)).toBe('In use');
  });

  it('names no text for a search that a newer one replaced, or an empty message', () => {
    expect(kitFailureTextOf(new ApiError('canceled', 'replaced'))).toBeUndefined();
    expect(kitFailureTextOf(new ApiError('transport', ''))).toBeUndefined();
    expect(failureTextOf(new Error('a bug'))).toBeUndefined();
  });
});
