import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerUserWithGrants, testPassword } from '../../test/identity-factories';
import { createLimitedScope } from '../../test/limited-scope';
import { bearer, signIn } from '../../test/sign-in';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

type Bed = Awaited<ReturnType<typeof createLimitedScope>>;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await app.screenGateway.listening;
}, 180_000);
afterAll(() => app.close());

/** A connected screen of the bed's account and format, at one of its locations. */
async function screenAt(bed: Bed, locationId: string) {
  const screen = await TestScreen.register(app);
  const player = await pairWithNewPlayer(app, screen, bed.accountId, {
    playerFormatId: bed.seen.playerFormatId,
    locationId,
  });
  await screen.connect(app);
  await screen.next('settings');
  return { screen, player };
}

/** An external trigger `doors` of the bed's account, played by a broadcast on these screens. */
async function doorsPlayedOn(bed: Bed, playerCodes: string[]) {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bed.ownerAuth, payload });
  const trigger = await call('/api/triggers', {
    name: 'Doors',
    triggerGroup: 'External',
    actionType: 'Play',
    variableName: 'doors',
    activeValue: 'open',
  });
  expect(trigger.statusCode, trigger.body).toBe(201);
  const triggerCode: string = trigger.json().accountTrigger.triggerCode;
  const saved = await call('/api/broadcasts', {
    broadcastName: 'Welcome',
    schedule: { status: 'Confirmed' },
    groups: [
      {
        key: 'g1',
        name: 'Doors',
        layers: [bed.layer.layerCode],
        filter: { fixedPlayerList: playerCodes },
        media: [
          {
            mediaCode: bed.shown[0]!.mediaCode,
            orderN: 0,
            trigger: { triggerCode, playWhen: 'Active' },
          },
        ],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return triggerCode;
}

/** The headers of a new trigger API key of the bed's account, as a sensor sends values. */
async function sensorKey(bed: Bed) {
  const key = await app.inject({
    method: 'POST',
    url: '/api/triggers/keys',
    headers: bed.ownerAuth,
    payload: { name: 'Doors sensor' },
  });
  expect(key.statusCode, key.body).toBe(201);
  return { 'x-api-key': key.json().apiKey as string };
}

const putValue = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/triggers/external/doors', headers, payload });

it('brings an external value to the screens playing by it, and to no other screen', async () => {
  const mine = await createLimitedScope(app);
  const theirs = await createLimitedScope(app);
  const atHere = await screenAt(mine, mine.here.id);
  const atThere = await screenAt(mine, mine.there.id);
  // At Here too, but no broadcast of it uses the trigger.
  const bystander = await screenAt(mine, mine.here.id);
  const foreign = await screenAt(theirs, theirs.here.id);
  const triggerCode = await doorsPlayedOn(mine, [
    atHere.player.playerCode,
    atThere.player.playerCode,
  ]);
  const theirTrigger = await doorsPlayedOn(theirs, [foreign.player.playerCode]);
  // Saving the broadcasts told their screens; those notices are not what this test is about.
  for (const { screen } of [atHere, atThere, foreign]) await screen.next('contentChanged');

  const keyed = await sensorKey(mine);
  const atLocation = await putValue(keyed, { value: 'open', locationCode: mine.here.locationCode });
  expect(atLocation.statusCode, atLocation.body).toBe(200);
  expect(atLocation.json().affectedPlayers).toBe(1);
  expect(await atHere.screen.next('triggerValue')).toEqual({
    type: 'triggerValue',
    triggerCode,
    value: 'open',
  });
  await atHere.screen.next('contentChanged');

  // Here's own value now outweighs the account's: only the screen at There plays by it.
  const editor = await createCustomerUserWithGrants(app.database.db, mine.accountId, {
    Triggers: 'AddAndEdit',
  });
  const signedIn = bearer(await signIn(app, editor.email, testPassword));
  const forAccount = await putValue(signedIn, { value: 'closed' });
  expect(forAccount.statusCode, forAccount.body).toBe(200);
  // Frames of a socket keep their order: had There heard 'open', it would come first.
  expect(await atThere.screen.next('triggerValue')).toEqual({
    type: 'triggerValue',
    triggerCode,
    value: 'closed',
  });
  await atThere.screen.next('contentChanged');
  expect(atHere.screen.taken('triggerValue')).toEqual([]);
  for (const frame of ['triggerValue', 'contentChanged']) {
    expect(bystander.screen.taken(frame)).toEqual([]);
    expect(foreign.screen.taken(frame)).toEqual([]);
  }

  // The other account's screen hears its own account's value, and only that.
  expect((await putValue(theirs.ownerAuth, { value: 'ajar' })).statusCode).toBe(200);
  expect(await foreign.screen.next('triggerValue')).toEqual({
    type: 'triggerValue',
    triggerCode: theirTrigger,
    value: 'ajar',
  });
  expect(bystander.screen.taken('triggerValue')).toEqual([]);
  await Promise.all([atHere, atThere, bystander, foreign].map(({ screen }) => screen.disconnect()));
});

it('tells no screen a value it refused', async () => {
  const mine = await createLimitedScope(app);
  const watched = await screenAt(mine, mine.here.id);
  const triggerCode = await doorsPlayedOn(mine, [watched.player.playerCode]);
  await watched.screen.next('contentChanged');
  const keyed = await sensorKey(mine);
  const viewer = await createCustomerUserWithGrants(app.database.db, mine.accountId, {
    Triggers: 'ViewOnly',
  });
  expect(
    (await putValue(bearer(await signIn(app, viewer.email, testPassword)), { value: 'open' }))
      .statusCode,
  ).toBe(403);
  const switched = (disabledApplications: string[]) =>
    app.database.db
      .update(accounts)
      .set({ disabledApplications })
      .where(eq(accounts.id, mine.accountId));
  await switched(['Triggers']);
  for (const headers of [keyed, mine.ownerAuth]) {
    expect((await putValue(headers, { value: 'open' })).statusCode).toBe(403);
  }
  await switched([]);

  // Frames of a socket keep their order: had a refused value been told, it would come first.
  expect((await putValue(keyed, { value: 'closed' })).statusCode).toBe(200);
  expect(await watched.screen.next('triggerValue')).toEqual({
    type: 'triggerValue',
    triggerCode,
    value: 'closed',
  });
  expect(watched.screen.taken('triggerValue')).toEqual([]);
  await watched.screen.disconnect();
});
