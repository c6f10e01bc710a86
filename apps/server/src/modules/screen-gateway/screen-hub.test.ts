import { describe, expect, it } from 'vitest';
import { ScreenHub } from './screen-hub';

const noDatabase = () => {
  throw new Error('This test reads no database');
};

describe('the screen hub', () => {
  it('forgets the manifest hashes it kept, for when notices may have been missed', () => {
    const hub = new ScreenHub(noDatabase, () => undefined);
    hub.handle(JSON.stringify({ type: 'content', targets: [['player-1', 'hash-1']] }));
    expect(hub.knownManifestHash('player-1')).toBe('hash-1');
    hub.forgetManifests();
    // The next ETag check builds the manifest anew instead of trusting a hash that may be old.
    expect(hub.knownManifestHash('player-1')).toBeUndefined();
  });
});
