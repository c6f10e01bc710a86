import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, signs } from '../../db/schema';
import { multipart } from '../../test/multipart-body';
import { useScreensTestApp } from '../../test/screens-test-app';
import { saveTestTemplate } from './sign-test-template';

const bed = useScreensTestApp();
let templateCode: string;
let itemCode: string;

beforeAll(async () => {
  templateCode = (await saveTestTemplate(bed.app.database.db, bed.accountId)).templateCode;
  const item = await bed.call('POST', '/api/facts/Item/new', {
    factAttributes: [
      { attributeCode: 'name', value: 'Rye' },
      { attributeCode: 'price', value: 3 },
      { attributeCode: 'currency', value: 'EUR' },
    ],
  });
  expect(item.statusCode).toBe(201);
  itemCode = item.json().fact.factCode;
});

const values = (headline: string) => ({ headline, product: { factCode: itemCode } });

async function createSign(headline: string) {
  const answer = await bed.call('POST', '/api/media/signs', {
    templateCode,
    displayName: 'Rye',
    values: values(headline),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { mediaCode: string };
}

/** The sign's documents as stored, and the PNG its media row keeps for lists. */
async function storedSign(mediaCode: string) {
  const [row] = await bed.app.database.db
    .select({ documents: signs.documents, previewHash: media.previewHash })
    .from(signs)
    .innerJoin(media, eq(media.id, signs.mediaId))
    .where(eq(media.mediaCode, mediaCode));
  return row!;
}

/** PNGs of every orientation of the current render, in a colour no other sign's PNG has. */
async function capture(mediaCode: string, background: string) {
  const { documents } = await storedSign(mediaCode);
  const opened = (await bed.call('GET', `/api/media/signs/${mediaCode}`)).json().sign;
  for (const document of documents) {
    const bytes = await sharp({
      create: { width: document.width, height: document.height, channels: 3, background },
    })
      .png()
      .toBuffer();
    const body = multipart([{ fileName: 'preview.png', bytes }]);
    const answer = await bed.app.inject({
      method: 'PUT',
      url: `/api/media/signs/${mediaCode}/preview?documentHash=${opened.documentHash}&orientationName=${document.orientationName}`,
      headers: { ...bed.ownerAuth, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return storedSign(mediaCode);
}

const isStored = (hash: string | null) => bed.app.files.exists(hash!);

describe("a sign's stored files", () => {
  it('of every orientation are let go once a save, a re-render or its removal replaces them', async () => {
    const sign = await createSign('Rye bread');
    const first = await capture(sign.mediaCode, '#a1b2c3');
    const [, portrait] = first.documents;
    expect(await isStored(portrait!.contentHash)).toBe(true);
    expect(await isStored(portrait!.previewHash)).toBe(true);

    const saved = await bed.call('PUT', `/api/media/signs/${sign.mediaCode}`, {
      version: '1',
      displayName: 'Rye',
      values: values('Rye loaf'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const document of first.documents) {
      expect(await isStored(document.contentHash)).toBe(false);
    }
    expect(await isStored(portrait!.previewHash)).toBe(false);
    // The first orientation's PNG stays the sign's picture in lists until the next capture.
    expect(await isStored(first.previewHash)).toBe(true);

    const second = await capture(sign.mediaCode, '#b2c3d4');
    expect(await isStored(first.previewHash)).toBe(false);
    const repriced = await bed.call('PUT', '/api/facts/Item/modifyattributes', {
      factCode: itemCode,
      factAttributes: [{ attributeCode: 'price', value: 3.5 }],
    });
    expect(repriced.statusCode).toBe(200);
    await bed.app.jobs.drain();
    const third = await capture(sign.mediaCode, '#c3d4e5');
    expect(third.documents[1]!.contentHash).not.toBe(second.documents[1]!.contentHash);
    expect(await isStored(second.documents[1]!.contentHash)).toBe(false);
    expect(await isStored(second.documents[1]!.previewHash)).toBe(false);

    // The same values render the same documents, which both signs then hold.
    const twin = await createSign('Rye loaf');
    const twinDocuments = (await storedSign(twin.mediaCode)).documents;
    expect(twinDocuments.map((document) => document.contentHash)).toEqual(
      third.documents.map((document) => document.contentHash),
    );
    const remove = (code: string) =>
      bed.call('PUT', '/api/media/removemedia', { MediaCodes: [code] });
    expect((await remove(sign.mediaCode)).statusCode).toBe(200);
    for (const document of third.documents) {
      expect(await isStored(document.previewHash)).toBe(false);
      expect(await isStored(document.contentHash)).toBe(true);
    }
    expect((await remove(twin.mediaCode)).statusCode).toBe(200);
    for (const document of third.documents) {
      expect(await isStored(document.contentHash)).toBe(false);
    }
  });
});
