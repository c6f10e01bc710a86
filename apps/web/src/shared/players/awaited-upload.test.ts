import { describe, expect, it } from 'vitest';
import { isAwaitingUpload, uploadWaitMs } from './awaited-upload';

const order = { orderedAt: 1_000_000, previousModifiedAt: 900_000 };

describe('isAwaitingUpload', () => {
  it('waits while only the file sent before the order is there', () => {
    expect(isAwaitingUpload(order, 900_000, 1_010_000)).toBe(true);
    expect(isAwaitingUpload({ ...order, previousModifiedAt: null }, null, 1_010_000)).toBe(true);
  });

  it('stops once a newer file arrived', () => {
    expect(isAwaitingUpload(order, 1_005_000, 1_010_000)).toBe(false);
  });

  it('stops when nothing was ordered or the wait is over', () => {
    expect(isAwaitingUpload(null, null, 1_010_000)).toBe(false);
    expect(isAwaitingUpload(order, 900_000, order.orderedAt + uploadWaitMs + 1)).toBe(false);
  });
});
