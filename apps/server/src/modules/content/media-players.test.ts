import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelMedia } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import {
  pairedScreenWithChannel,
  type TestScreen,
} from '../screen-gateway/screen-gateway-test-screen';

let app: FastifyInstance;
let auth: { authorization: string };
let accountId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const mine = await createCustomerAccount(app.database.db);
  accountId = mine.account.id;
  auth = bearer(await signIn(app, mine.owner.email, testPassword));
});
afterAll(() => app.close());

/** A paired screen of a format of its own, with a channel on its one layer. */
async function pairedScreen() {
  const { channel, ...paired } = await pairedScreenWithChannel(app, accountId);
  return { ...paired, channelId: channel.id };
}

/** Connects the screens once what they play is in place (a screen's manifest is kept). */
async function connect(...screens: TestScreen[]) {
  for (const screen of screens) {
    await screen.connect(app);
    await screen.next('state');
  }
}

async function newMedia() {
  return (await createMedia(app.database.db, app.files, accountId)).media;
}

const playOnChannel = (channelId: string, mediaId: string) =>
  app.database.db.insert(channelMedia).values({ accountId, channelId, mediaId, orderN: 1 });

const removeMedia = (codes: string[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/media/removemedia',
    headers: auth,
    payload: { MediaCodes: codes },
  });

const manifestMedia = async (screen: TestScreen) =>
  (
    await app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie },
    })
  )
    .json<{ media: { mediaCode: string }[] }>()
    // Sorted here as the expectations are: the manifest's own order is by locale.
    .media.map((item) => item.mediaCode)
    .sort();

describe('deleting media that screens play', () => {
  it('tells exactly the screens that played them, on their channels or through broadcasts', async () => {
    const db = app.database.db;
    const [gone, alsoGone, kept] = [await newMedia(), await newMedia(), await newMedia()];
    const own = await pairedScreen();
    await playOnChannel(own.channelId, gone.id);
    const viaBroadcast = await pairedScreen();
    await createBroadcast(db, accountId, {
      groups: [
        {
          playerIds: [viaBroadcast.player.id],
          formatLayerIds: [viaBroadcast.layer.id],
          mediaIds: [alsoGone.id, kept.id],
        },
      ],
    });
    const bystander = await pairedScreen();
    await playOnChannel(bystander.channelId, kept.id);
    await createBroadcast(db, accountId, {
      groups: [
        {
          playerIds: [bystander.player.id],
          formatLayerIds: [bystander.layer.id],
          mediaIds: [kept.id],
        },
      ],
    });
    await connect(own.screen, viaBroadcast.screen, bystander.screen);
    expect(await manifestMedia(own.screen)).toEqual([gone.mediaCode]);
    expect(await manifestMedia(viaBroadcast.screen)).toEqual(
      [alsoGone.mediaCode, kept.mediaCode].sort(),
    );

    expect((await removeMedia([gone.mediaCode, alsoGone.mediaCode])).statusCode).toBe(200);

    await own.screen.next('contentChanged');
    await viaBroadcast.screen.next('contentChanged');
    expect(await manifestMedia(own.screen)).toEqual([]);
    expect(await manifestMedia(viaBroadcast.screen)).toEqual([kept.mediaCode]);
    // One notice carries every target, so the bystander would have heard by now.
    expect(bystander.screen.taken('contentChanged')).toEqual([]);
    expect(await manifestMedia(bystander.screen)).toEqual([kept.mediaCode]);
    await Promise.all([own, viaBroadcast, bystander].map(({ screen }) => screen.disconnect()));
  });

  it('tells the screen whose own channel played a single deleted media, and no other', async () => {
    const [gone, other] = [await newMedia(), await newMedia()];
    const playing = await pairedScreen();
    await playOnChannel(playing.channelId, gone.id);
    const idle = await pairedScreen();
    await playOnChannel(idle.channelId, other.id);
    await connect(playing.screen, idle.screen);

    expect((await removeMedia([gone.mediaCode])).statusCode).toBe(200);

    const changed = await playing.screen.next('contentChanged');
    const etag = (
      await app.inject({
        method: 'GET',
        url: '/screen-api/manifest',
        headers: { cookie: playing.screen.cookie },
      })
    ).headers.etag;
    expect(etag).toBe(`"${changed.manifestEtag}"`);
    expect(idle.screen.taken('contentChanged')).toEqual([]);
    await Promise.all([playing, idle].map(({ screen }) => screen.disconnect()));
  });
});
