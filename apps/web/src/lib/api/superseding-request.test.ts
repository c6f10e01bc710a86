import { expect, it } from 'vitest';
import { createSupersedingRequest } from './superseding-request';

it('aborts the previous search when a new one starts', () => {
  const searches = createSupersedingRequest();
  const first = searches.next();
  const second = searches.next();
  expect(first.aborted).toBe(true);
  expect(second.aborted).toBe(false);
});
