import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { multipart } from '../../test/multipart-body';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { testImage, testMp4 } from './media-test-files';

let app: FastifyInstance;
let owner: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const mine = await createCustomerAccount(app.database.db);
  owner = bearer(await signIn(app, mine.owner.email, testPassword));
}, 180_000);
afterAll(() => app.close());

function uploadToBookingMedia(fileName: string, bytes: Buffer) {
  const body = multipart([{ fileName, bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/media/upload?mediaLibrary=BookingMedia',
    headers: { ...owner, ...body.headers },
    payload: body.payload,
  });
}

describe('the booking media library', () => {
  it('takes images and videos', async () => {
    const files: [string, Buffer][] = [
      ['room.png', await testImage(40, 30)],
      ['desk.jpg', await testImage(40, 30, 'jpeg')],
      ['tour.mp4', testMp4({ width: 1920, height: 1080, seconds: 4 })],
    ];
    for (const [fileName, bytes] of files) {
      const answer = await uploadToBookingMedia(fileName, bytes);
      expect(answer.statusCode, answer.body).toBe(200);
      const code = answer.json().Medias[0].mediaCode;
      const read = await app.inject({ url: `/api/media/${code}/metadata`, headers: owner });
      expect(read.json().library, fileName).toBe('BookingMedia');
    }
  });

  it('refuses anything else with 415 in the error shape, changing nothing', async () => {
    await app.jobs.drain();
    const before = await snapshotTables(app);
    const others: [string, Buffer][] = [
      ['menu.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['page.html', Buffer.from('<!doctype html><title>x</title>')],
      ['notes.txt', Buffer.from('plain words')],
      ['clip.mov', Buffer.from('\0\0\0\x14ftypqt  ')],
    ];
    for (const [fileName, bytes] of others) {
      const answer = await uploadToBookingMedia(fileName, bytes);
      expect(answer.statusCode, fileName).toBe(415);
      expect(answer.json(), fileName).toEqual({
        success: { ok: false, message: expect.stringContaining(fileName) },
        Medias: [{ ok: false, fileName, errorMessage: expect.stringContaining('.png') }],
      });
    }
    expect(await snapshotTables(app)).toBe(before);
  });
});
