import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Layer = { layerCode: string; playerFormatCode: string; playerFormatName: string };

describe('the layers a broadcast group can choose', () => {
  it('are those of every usable format, with their format, until the account has a screen; then those in use', async () => {
    const db = app.database.db;
    const mine = await createCustomerAccount(db);
    const theirs = await createCustomerAccount(db);
    const own = await createPlayerFormat(db, mine.account.id);
    const other = await createPlayerFormat(db, theirs.account.id);
    const auth = bearer(await signIn(app, mine.owner.email, testPassword));
    const layers = async (): Promise<Layer[]> =>
      (await app.inject({ url: '/api/layers?MaxItemsInResult=200', headers: auth })).json().layers;

    const beforeAnyScreen = await layers();
    expect(beforeAnyScreen).toContainEqual(
      expect.objectContaining({
        layerCode: own.layer.layerCode,
        playerFormatCode: own.format.playerFormatCode,
        playerFormatName: own.format.name,
      }),
    );
    const codes = beforeAnyScreen.map((layer) => layer.layerCode);
    expect(codes).not.toContain(other.layer.layerCode);

    const used = await createPlayerFormat(db, mine.account.id);
    await createPlayer(db, mine.account.id, { playerFormatId: used.format.id });
    expect((await layers()).map((layer) => layer.layerCode)).toEqual([used.layer.layerCode]);
  });
});
