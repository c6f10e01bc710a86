import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, media } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

/** With `allowAllFormatsInPlaylist` off, a layer takes only media of its own orientation. */

let app: FastifyInstance;
let auth: { authorization: string };
let accountId: string;
let layerCode: string;
let playerCode: string;
const codes: Record<'landscape' | 'portrait' | 'webPage', string> = {
  landscape: '',
  portrait: '',
  webPage: '',
};

async function insertMedia(values: Partial<typeof media.$inferInsert>) {
  const [row] = await app.database.db
    .insert(media)
    .values({
      accountId,
      displayName: 'Item',
      mediaType: 'Photo',
      mimeType: 'image/jpeg',
      ...values,
    })
    .returning();
  return row?.mediaCode ?? '';
}

function allowAllFormats(allow: boolean) {
  return app.database.db
    .update(accounts)
    .set({ featureFlags: { allowAllFormatsInPlaylist: allow } })
    .where(eq(accounts.id, accountId));
}

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  accountId = mine.account.id;
  const { format, layer } = await createPlayerFormat(db, accountId);
  layerCode = layer.layerCode;
  playerCode = (await createPlayer(db, accountId, { playerFormatId: format.id })).playerCode;
  codes.landscape = await insertMedia({ orientation: 'Landscape', width: 1920, height: 1080 });
  codes.portrait = await insertMedia({ orientation: 'Portrait', width: 1080, height: 1920 });
  codes.webPage = await insertMedia({ mediaType: 'WebPage', mimeType: 'text/html' });
  auth = bearer(await signIn(app, mine.owner.email, testPassword));
});
afterAll(() => app.close());

const call = (method: 'POST', url: string, payload: object = {}) =>
  app.inject({ method, url, headers: auth, payload });

const addToPlaylist = (mediaCode: string) =>
  call('POST', `/api/players/${playerCode}/media/${mediaCode}`, { layerCode });

const broadcastOf = (mediaCode: string) =>
  call('POST', '/api/broadcasts', {
    broadcastName: 'Fitting',
    schedule: { periods: [], isScheduled: false, status: 'Confirmed' },
    groups: [
      {
        key: 'g1',
        name: 'Group 1',
        layers: [layerCode],
        filter: { fixedPlayerList: [playerCode] },
        media: [{ mediaCode, orderN: 0 }],
      },
    ],
  });

describe('media that does not fit the layer', () => {
  it('is refused with 409 by a playlist and a broadcast group while the flag is off', async () => {
    await allowAllFormats(false);
    for (const answer of [await addToPlaylist(codes.portrait), await broadcastOf(codes.portrait)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().success.message).toBe('This media does not fit the layer.');
    }
    for (const fitting of [codes.landscape, codes.webPage]) {
      expect((await addToPlaylist(fitting)).statusCode).toBe(201);
      expect((await broadcastOf(fitting)).statusCode).toBe(201);
    }
  });

  it('is taken while the flag is on', async () => {
    await allowAllFormats(true);
    expect((await addToPlaylist(codes.portrait)).statusCode).toBe(201);
    expect((await broadcastOf(codes.portrait)).statusCode).toBe(201);
  });
});
