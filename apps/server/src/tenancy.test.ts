import type { CodeKind } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from './modules/media/media-test-files';
import { TestScreen } from './modules/screen-gateway/screen-gateway-test-screen';
import { newCode } from './db/codes';
import { triggers } from './db/schema';
import { buildTestApp } from './test/build-test-app';
import { createLocation, createPlayer } from './test/factories';
import { notReferencesOfCalls, unmarkedReferences } from './test/code-references';
import { makeRows, type RowOwner } from './test/code-kind-rows';
import { createCustomerAccount, testPassword } from './test/identity-factories';
import { createMedia } from './test/media-factories';
import {
  codesInRequests,
  requestOf,
  requestParts,
  servedOperations,
  type WalkOperation,
} from './test/openapi-walk';
import { bearer, signIn } from './test/sign-in';
import { templateFileFields, templateWithFile } from './test/template-factories';
import { answersToUnreachableCodes, type Reach, type WalkFile } from './test/unreachable-codes';

let app: FastifyInstance;
let operations: WalkOperation[] = [];
let customerAuth: { authorization: string };
let mine: RowOwner;
let theirs: RowOwner;
/** The image every file part of the walk's uploads carries. */
let image: WalkFile;
/** A row of each kind in another account. */
let foreign: Partial<Record<CodeKind, string>> = {};
let kindsWithoutFactory: CodeKind[] = [];

function kindsNamed(chosen: WalkOperation[]): Set<CodeKind> {
  return new Set(codesInRequests(chosen).map((code) => code.kind));
}

const asOwner = ({ account, roleIds }: Awaited<ReturnType<typeof createCustomerAccount>>) =>
  ({
    id: account.id,
    accountCode: account.accountCode,
    roleIds,
    files: app.files,
  }) satisfies RowOwner;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const ours = await createCustomerAccount(db);
  mine = asOwner(ours);
  theirs = asOwner(await createCustomerAccount(db));
  customerAuth = bearer(await signIn(app, ours.owner.email, testPassword));
  image = { fileName: 'walk.png', bytes: await testImage(8, 6) };
  operations = await servedOperations(app);
  const customer = operations.filter((operation) => operation.backend === 'customer');
  const made = await makeRows(db, theirs, kindsNamed(customer));
  foreign = made.codes;
  kindsWithoutFactory = made.unknown;
  // Two accounts and a row of every kind in each: slow on a busy machine.
}, 180_000);
afterAll(() => app.close());

/** Each marked code of each customer operation, to be aimed at another account on its own. */
function aimedCodes() {
  return codesInRequests(operations.filter((operation) => operation.backend === 'customer'));
}

/**
 * Calls whose example, every code naming a row of the caller's own, still cannot succeed, and
 * why: the answer each gives instead.
 */
const ownAnswers: Record<string, number> = {
  // The example's version is not the broadcast's.
  'broadcasts.update': 412,
  // The walk's channel is the screen's own playlist, which is never deleted.
  'channels.delete': 409,
  // Both codes name the one screen of the walk, and a screen cannot replace itself.
  'players.replace': 400,
  // The walk's user is not the owner.
  'users.modifyOwner': 409,
  // The example's version is not the sign's.
  'signs.update': 412,
  // The example's document hash is not the sign's render.
  'signs.putPreview': 409,
};

/** A screen of the account at a location of its own, for calls that name both. */
async function placedScreen(owner: RowOwner) {
  const location = await createLocation(app.database.db, owner.id);
  const player = await createPlayer(app.database.db, owner.id, { locationId: location.id });
  return { location: location.locationCode, player: player.playerCode };
}

/** An external trigger of the account, by its variable name. */
async function externalVariable(owner: RowOwner) {
  const variableName = `walk.${newCode()}`;
  await app.database.db.insert(triggers).values({
    accountId: owner.id,
    name: variableName,
    triggerGroup: 'External',
    actionType: 'Play',
    variableName,
  });
  return variableName;
}

/** The walk's screen is at no location, so a call naming a screen at a location gets one. */
const screenAtLocation = async (reach: Reach): Promise<Reach> => ({
  ...reach,
  reachable: { ...reach.reachable, ...(await placedScreen(mine)) },
  unreachable: { ...reach.unreachable, ...(await placedScreen(theirs)) },
});

/** Calls the walk's shared rows do not fit, and the rows or values each gets instead. */
const reachOfCall: Record<string, (reach: Reach) => Promise<Reach>> = {
  'triggers.setPlayer': screenAtLocation,
  // An external value names its variable, which no example can invent.
  'triggers.external': async (reach) => ({
    ...(await screenAtLocation(reach)),
    fields: [{ part: 'path', path: ['variableName'], value: await externalVariable(mine) }],
  }),
  // A poster frames a video: a video in each account, so only the account can make it 404.
  'media.putPoster': async (reach) => {
    const video = (owner: RowOwner) => createMedia(app.database.db, app.files, owner.id, 'Video');
    return {
      reachable: { ...reach.reachable, media: (await video(mine)).media.mediaCode },
      unreachable: { ...reach.unreachable, media: (await video(theirs)).media.mediaCode },
    };
  },
  // A template's file is asked for by its name, which no example can invent.
  'htmlTemplates.asset': async (reach) => ({
    ...reach,
    reachable: { ...reach.reachable, template: await templateWithFile(app.database.db, mine) },
    unreachable: {
      ...reach.unreachable,
      template: await templateWithFile(app.database.db, theirs),
    },
    fields: templateFileFields,
  }),
  // Pairing takes the code a waiting screen shows, which no example can invent.
  'players.create': async (reach) => ({
    ...reach,
    fields: [
      { part: 'body', path: ['playerSecret'], value: (await TestScreen.register(app)).pairingCode },
    ],
  }),
};

/** Operations whose answer is not the expected status, as `id: status` for a readable failure. */
async function answersOtherThan(
  status: number,
  chosen: WalkOperation[],
  headers: Record<string, string> = {},
): Promise<string[]> {
  const wrong: string[] = [];
  for (const operation of chosen) {
    const response = await app.inject({ ...requestOf(operation, {}), headers });
    if (response.statusCode !== status) wrong.push(`${operation.id}: ${response.statusCode}`);
  }
  return wrong;
}

describe('tenancy of every route of both OpenAPI documents', () => {
  it('reads operations of both backends', () => {
    expect(operations.some((operation) => operation.backend === 'customer')).toBe(true);
    expect(operations.some((operation) => operation.backend === 'support')).toBe(true);
  });

  it('has a row factory for every kind of code a customer call names', () => {
    expect(kindsWithoutFactory).toEqual([]);
  });

  it('marks every request field named like a row reference with the kind it names', () => {
    const unmarked = operations.flatMap((operation) =>
      requestParts.flatMap((part) =>
        unmarkedReferences(operation.parts[part]).map(
          (path) => `${operation.id} ${part} ${path.join('.')}`,
        ),
      ),
    );
    expect(unmarked.filter((field) => !(field in notReferencesOfCalls))).toEqual([]);
  });

  it('finds the codes of bodies, nested lists included, from the documents alone', () => {
    const found = aimedCodes().map(({ operation, part, path }) =>
      [operation.id, part, ...path].join(' '),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'users.setRoles body RoleCodes []',
        'users.invite body LocationCodes []',
        'roles.create body ScreensFilter FixedPlayerList []',
      ]),
    );
  });

  it('answers 401 without a token on every operation that is not public', async () => {
    const guarded = operations.filter((operation) => operation.access.kind !== 'public');
    expect(await answersOtherThan(401, guarded)).toEqual([]);
  });

  it('answers 403 to a customer on every support operation that is not public', async () => {
    const support = operations.filter(
      (operation) => operation.backend === 'support' && operation.access.kind !== 'public',
    );
    expect(await answersOtherThan(403, support, customerAuth)).toEqual([]);
  });

  it("answers 404 and changes nothing for another account's row in any marked code", async () => {
    const wrong = await answersToUnreachableCodes(app, aimedCodes(), customerAuth, {
      reachOf: async (operation, kinds) => {
        const reach = {
          reachable: (await makeRows(app.database.db, mine, kinds)).codes,
          unreachable: foreign,
        };
        return (await reachOfCall[operation.id]?.(reach)) ?? reach;
      },
      ownAnswers,
      // Every file part carries a real image, so replace and poster calls can succeed.
      fileOf: () => image,
    });
    expect(wrong).toEqual([]);
    // Two table snapshots per code of every call: it grows with the API, past the default minute share.
  }, 180_000);
});
