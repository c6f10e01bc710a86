import { describe, expect, it } from 'vitest';
import { mapAtMost } from './map-at-most';

describe('mapAtMost', () => {
  it('answers in order, never running more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapAtMost([5, 1, 4, 2, 3], 2, async (value) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running -= 1;
      return value * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('answers nothing for no items', async () => {
    expect(await mapAtMost([], 4, async () => 1)).toEqual([]);
  });
});
