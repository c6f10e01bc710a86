import { beforeEach, expect, it } from 'vitest';
import { CommandLedger } from './command-ledger';

const first = '5b0a7f0e-6f3f-4a8e-9f57-1d3c2b7a9e01';
const second = '5b0a7f0e-6f3f-4a8e-9f57-1d3c2b7a9e02';

beforeEach(() => localStorage.clear());

it('claims a command once, also after a reload', () => {
  expect(new CommandLedger(localStorage).claim(first)).toBe(true);
  const afterReload = new CommandLedger(localStorage);
  expect(afterReload.claim(first)).toBe(false);
  expect(afterReload.claim(second)).toBe(true);
});

it('forgets the oldest ids beyond its limit', () => {
  const ledger = new CommandLedger(localStorage, 'ids', 2);
  ledger.claim('a');
  ledger.claim('b');
  ledger.claim('c');
  const reloaded = new CommandLedger(localStorage, 'ids', 2);
  expect(reloaded.has('a')).toBe(false);
  expect(reloaded.has('c')).toBe(true);
});

it('starts empty when what is stored is not a list', () => {
  localStorage.setItem('marquee.screen.commands', '{"oops":1');
  expect(new CommandLedger(localStorage).claim(first)).toBe(true);
});

it('keeps each result and reads the bare ids older screens stored', () => {
  localStorage.setItem('marquee.screen.commands', JSON.stringify([first]));
  const ledger = new CommandLedger(localStorage);
  expect(ledger.has(first)).toBe(true);
  expect(ledger.resultOf(first)).toBeUndefined();
  ledger.claim(second);
  ledger.settle(second, { ok: false, message: 'busy' });
  expect(new CommandLedger(localStorage).resultOf(second)).toEqual({ ok: false, message: 'busy' });
});
