import type { SettingValue } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { recordContentChange } from '../content';
import { writeLevelValues } from '../player-settings';
import { pairedScreen } from './screen-gateway-test-screen';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.screenGateway.listening;
});
afterAll(() => app.close());

it('sends a screen its HeartbeatIntervalSeconds on connecting, and again when its manifest changes it', async () => {
  const { account, screen, player } = await pairedScreen(app);
  const target = { accountId: account.id, level: 'Player', playerId: player.id } as const;
  const set = (code: string, value: SettingValue) =>
    app.database.db.transaction(async (tx) => {
      await writeLevelValues(tx, target, new Map([[code, value]]));
      await recordContentChange(tx, { accountId: account.id, playerIds: [player.id] });
    });

  await set('HeartbeatIntervalSeconds', 45);
  await screen.connect(app);
  expect(await screen.next('settings')).toEqual({ type: 'settings', heartbeatSeconds: 45 });

  // Another setting changes the manifest but not the interval: no settings message.
  await set('Volume', 10);
  await screen.next('contentChanged');
  await set('HeartbeatIntervalSeconds', 90);
  await screen.next('contentChanged');
  expect(await screen.next('settings')).toEqual({ type: 'settings', heartbeatSeconds: 90 });
  expect(screen.taken('settings')).toEqual([]);
  await screen.disconnect();
});
