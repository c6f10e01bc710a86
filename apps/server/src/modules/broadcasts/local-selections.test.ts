import { beforeAll, describe, expect, it } from 'vitest';
import { useBroadcastTestApp } from '../../test/broadcast-test-app';
import { snapshotTables } from '../../test/table-snapshot';
import { loadManifests } from '../content';

const bed = useBroadcastTestApp(2);
const { call } = bed;
/** May edit broadcasts but not local selections. */
let broadcasterAuth: { authorization: string };
beforeAll(async () => {
  broadcasterAuth = await bed.signInWith({
    Broadcast: 'AddAndEdit',
    InteractiveBroadcasts: 'ViewOnly',
  });
});

const group = (key: string, name: string, media: string[]) => ({
  key,
  name,
  layers: [bed.layerCode],
  filter: { fixedPlayerList: [bed.playerCode] },
  media: media.map((mediaCode, orderN) => ({ mediaCode, orderN })),
});
const input = (values: Record<string, unknown> = {}) => ({
  broadcastName: 'Menu board',
  isInteractive: true,
  schedule: { status: 'Confirmed' },
  groups: [group('g1', 'Breakfast', bed.mediaCodes), group('g2', 'Lunch', [bed.mediaCodes[1]!])],
  ...values,
});
const listNames = async (query = '') =>
  (await call('GET', `/api/broadcasts?PageSize=100${query}`))
    .json()
    .Broadcasts.map((b: { broadcastName: string }) => b.broadcastName);

describe('local selections', () => {
  it('keep an idle timeout of 5 to 600 seconds, 30 unless given', async () => {
    const made = await call('POST', '/api/broadcasts', input());
    expect(made.statusCode).toBe(201);
    expect(made.json().broadcast).toMatchObject({ isInteractive: true, idleTimeoutSeconds: 30 });
    const { broadcastCode, version } = made.json().broadcast;
    const changed = await call('PUT', `/api/broadcasts/${broadcastCode}`, {
      ...input({ idleTimeoutSeconds: 90 }),
      version,
    });
    expect(changed.json().broadcast.idleTimeoutSeconds).toBe(90);
    const before = await snapshotTables(bed.app);
    for (const idleTimeoutSeconds of [4, 601, 12.5]) {
      const refused = await call('POST', '/api/broadcasts', input({ idleTimeoutSeconds }));
      expect(refused.statusCode, String(idleTimeoutSeconds)).toBe(400);
      expect(refused.json().success.message).toContain('idleTimeoutSeconds');
    }
    expect(await snapshotTables(bed.app)).toBe(before);
  });

  it('are made, changed and deleted only with the interactive broadcasts edit permission', async () => {
    const refused = await call('POST', '/api/broadcasts', input(), broadcasterAuth);
    expect(refused.statusCode).toBe(403);
    const plain = await call(
      'POST',
      '/api/broadcasts',
      input({ broadcastName: 'Plain', isInteractive: false }),
      broadcasterAuth,
    );
    expect(plain.statusCode).toBe(201);
    const { broadcastCode, version } = (await call('POST', '/api/broadcasts', input())).json()
      .broadcast;
    const url = `/api/broadcasts/${broadcastCode}`;
    const madePlain = { ...input({ isInteractive: false }), version };
    expect((await call('PUT', url, madePlain, broadcasterAuth)).statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, broadcasterAuth)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, broadcasterAuth)).statusCode).toBe(200);
  });

  it('are listed apart: the broadcast list leaves them out unless asked for them', async () => {
    await call('POST', '/api/broadcasts', input({ broadcastName: 'Drinks selection' }));
    await call(
      'POST',
      '/api/broadcasts',
      input({ broadcastName: 'Weekly offer', isInteractive: false }),
    );
    const plain = await listNames();
    expect(plain).toContain('Weekly offer');
    expect(plain).not.toContain('Drinks selection');
    const selections = await listNames('&IsInteractive=true');
    expect(selections).toContain('Drinks selection');
    expect(selections).not.toContain('Weekly offer');
    expect((await call('GET', '/api/broadcasts?IsInteractive=yes')).statusCode).toBe(400);
  });

  it('give the screen each group as an idle channel named by the group, with its timeout', async () => {
    const { broadcastCode } = (
      await call(
        'POST',
        '/api/broadcasts',
        input({ broadcastName: 'Kiosk', idleTimeoutSeconds: 45 }),
      )
    ).json().broadcast;
    const manifest = (await loadManifests(bed.app.database.db, [bed.playerId])).get(bed.playerId);
    const channels = manifest?.layers[0]?.channels ?? [];
    const offered = channels.filter((c) => c.broadcastCode === broadcastCode);
    expect(offered).toMatchObject([
      { name: 'Breakfast', isInteractive: true, idleTimeoutSeconds: 45, isActive: false },
      { name: 'Lunch', isInteractive: true, idleTimeoutSeconds: 45, isActive: false },
    ]);
    expect(offered[0]?.rows.map((r) => r.mediaCode)).toEqual(bed.mediaCodes);
    // The menu's picture is the first row's media, which the manifest lists to be cached.
    expect(manifest?.media.map((m) => m.mediaCode)).toEqual(expect.arrayContaining(bed.mediaCodes));
    const plain = channels.find((c) => c.name === 'Weekly offer');
    expect(plain).toMatchObject({ isInteractive: false, idleTimeoutSeconds: null, isActive: true });
  });
});
