import { describe, expect, it } from 'vitest';
import type { GatewayMessage } from '@marquee/contracts';
import { ScreenHub, type ScreenConnection } from './screen-hub';
import type { ScreenSession } from './screen-session';

const noDatabase = () => {
  throw new Error('This test reads no database');
};

/** A socket of a paired screen that records what it is sent. */
function connection(registrationId: string, playerId: string) {
  const heard: GatewayMessage[] = [];
  const socket: ScreenConnection = {
    session: { registrationId, playerId } as ScreenSession,
    send: (message) => heard.push(message),
    catchUp: async () => {},
    close: () => {},
  };
  return { socket, heard };
}

const changed = (playerId: string, hash: string) =>
  JSON.stringify({ type: 'content', targets: [[playerId, hash]] });

describe('the screen hub', () => {
  it('forgets the manifest hashes it kept, for when notices may have been missed', () => {
    const hub = new ScreenHub(noDatabase, () => undefined);
    hub.handle(JSON.stringify({ type: 'content', targets: [['player-1', 'hash-1']] }));
    expect(hub.knownManifestHash('player-1')).toBe('hash-1');
    hub.forgetManifests();
    // The next ETag check builds the manifest anew instead of trusting a hash that may be old.
    expect(hub.knownManifestHash('player-1')).toBeUndefined();
  });

  it('tells every socket of every registration of a player, as they come and go', () => {
    const hub = new ScreenHub(noDatabase, () => undefined);
    const first = connection('registration-1', 'player-1');
    const second = connection('registration-1', 'player-1');
    const other = connection('registration-2', 'player-1');
    for (const { socket } of [first, second, other]) hub.add(socket);
    hub.handle(changed('player-1', 'hash-1'));
    expect([first, second, other].map(({ heard }) => heard.length)).toEqual([1, 1, 1]);

    hub.remove(first.socket);
    hub.remove(other.socket);
    hub.handle(changed('player-1', 'hash-2'));
    expect([first, second, other].map(({ heard }) => heard.length)).toEqual([1, 2, 1]);
    expect(hub.connectedCount).toBe(1);

    hub.remove(second.socket);
    hub.add(first.socket);
    hub.handle(changed('player-1', 'hash-3'));
    expect([first, second, other].map(({ heard }) => heard.length)).toEqual([2, 2, 1]);
    hub.remove(first.socket);
    expect(hub.connectedCount).toBe(0);
  });

  it('forwards an external value to the screens it names only, without their manifests', () => {
    const hub = new ScreenHub(noDatabase, () => undefined);
    const named = connection('registration-1', 'player-1');
    const other = connection('registration-2', 'player-2');
    hub.add(named.socket);
    hub.add(other.socket);
    hub.handle(
      JSON.stringify({
        type: 'triggerValue',
        triggerCode: 'RAIN',
        value: 'on',
        targets: ['player-1'],
      }),
    );
    expect(named.heard).toEqual([{ type: 'triggerValue', triggerCode: 'RAIN', value: 'on' }]);
    expect(other.heard).toEqual([]);
    expect(hub.knownManifestHash('player-1')).toBeUndefined();
  });
});
