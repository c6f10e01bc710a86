import { expect, it } from 'vitest';
import { manifestStep } from './manifest-step';

it('fetches a manifest it does not play, or when the gateway named none', () => {
  expect(manifestStep('new', { playing: 'old', cached: 'old' })).toBe('fetch');
  expect(manifestStep('new', { playing: null, cached: null })).toBe('fetch');
  expect(manifestStep(null, { playing: 'old', cached: 'old' })).toBe('fetch');
});

it('fills the cache of the manifest it plays when not every file is known to be there', () => {
  // Restarted (a reboot): playing the stored manifest, the cache not checked yet.
  expect(manifestStep('same', { playing: 'same', cached: null })).toBe('cache');
  expect(manifestStep('same', { playing: 'same', cached: 'same' })).toBe('nothing');
});
