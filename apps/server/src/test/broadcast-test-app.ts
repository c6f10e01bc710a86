import type { PermissionLevel } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createPlayer, createPlayerFormat } from './factories';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  testPassword,
} from './identity-factories';
import { createMedia } from './media-factories';
import { bearer, signIn } from './sign-in';

type Headers = { authorization: string };

/** An app for broadcast saves: an account with one screen of a one-layer format, and media. */
export interface BroadcastTestApp {
  app: FastifyInstance;
  accountId: string;
  ownerAuth: Headers;
  layerCode: string;
  playerId: string;
  playerCode: string;
  mediaCodes: string[];
  /** One request to the app, as the owner unless other headers are given. */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Headers,
  ) => ReturnType<FastifyInstance['inject']>;
  /** Signs in a new user of the account holding only `grants`. */
  signInWith: (grants: Record<string, PermissionLevel>) => Promise<Headers>;
}

/**
 * Builds the app with `mediaCount` media before the file's tests and closes it after. Fields are
 * filled once the set-up has run: read them inside tests and later set-ups, not at load time.
 */
export function useBroadcastTestApp(mediaCount = 1): BroadcastTestApp {
  const bed = {
    call: (method, url, payload, headers = bed.ownerAuth) =>
      bed.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
    signInWith: async (grants) => {
      const user = await createCustomerUserWithGrants(bed.app.database.db, bed.accountId, grants);
      return bearer(await signIn(bed.app, user.email, testPassword));
    },
  } as BroadcastTestApp;
  beforeAll(async () => {
    bed.app = await buildTestApp();
    const db = bed.app.database.db;
    const mine = await createCustomerAccount(db);
    bed.accountId = mine.account.id;
    const { format, layer } = await createPlayerFormat(db, bed.accountId);
    bed.layerCode = layer.layerCode;
    const player = await createPlayer(db, bed.accountId, { playerFormatId: format.id });
    bed.playerId = player.id;
    bed.playerCode = player.playerCode;
    bed.mediaCodes = [];
    for (let i = 0; i < mediaCount; i += 1) {
      bed.mediaCodes.push((await createMedia(db, bed.app.files, bed.accountId)).media.mediaCode);
    }
    bed.ownerAuth = bearer(await signIn(bed.app, mine.owner.email, testPassword));
  });
  afterAll(() => bed.app?.close());
  return bed;
}
