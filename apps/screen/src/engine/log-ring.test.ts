import { beforeEach, expect, it } from 'vitest';
import { LogRing } from './log-ring';

beforeEach(() => localStorage.clear());

function clockFrom(iso: string) {
  let ms = Date.parse(iso);
  return () => new Date((ms += 1000));
}

it('uploads the lines since the time asked for and keeps only the newest', () => {
  const ring = new LogRing(localStorage, 3, 'log', clockFrom('2026-05-01T10:00:00Z'));
  for (const text of ['a', 'b', 'c', 'd']) ring.write('info', text);
  expect(ring.textSince(undefined).split('\n')).toEqual([
    '2026-05-01T10:00:02.000Z INFO b',
    '2026-05-01T10:00:03.000Z INFO c',
    '2026-05-01T10:00:04.000Z INFO d',
  ]);
  expect(ring.textSince('2026-05-01T12:00:03+02:00')).toBe(
    '2026-05-01T10:00:03.000Z INFO c\n2026-05-01T10:00:04.000Z INFO d',
  );
});

it('survives a reload once persisted and reports the newest errors first', () => {
  const ring = new LogRing(localStorage, 10, 'log');
  ring.write('error', 'first');
  ring.write('info', 'fine');
  ring.write('error', 'second');
  ring.persist();
  expect(new LogRing(localStorage, 10, 'log').recentErrors()).toEqual(['second', 'first']);
});
