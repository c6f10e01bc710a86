import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createLimitedScope } from '../../test/limited-scope';
import { multipart } from '../../test/multipart-body';
import { bearer, signIn } from '../../test/sign-in';
import { testImage } from './media-test-files';
import { readXmpPackets, xmpLimits } from './read-xmp-packets';
import { jpegWithXmp, layersPacket, mp4WithXmp, pngWithXmp } from './xmp-test-files';

type Headers = { authorization: string };

let app: FastifyInstance;
let owner: Headers;
let other: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  owner = bearer(await signIn(app, mine.owner.email, testPassword));
  other = bearer(await signIn(app, theirs.owner.email, testPassword));
}, 180_000);
afterAll(() => app.close());

async function uploaded(fileName: string, bytes: Buffer): Promise<string> {
  const body = multipart([{ fileName, bytes }]);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...owner, ...body.headers },
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Medias[0].mediaCode as string;
}

const layersOf = (mediaCode: string, headers: Headers = owner) =>
  app.inject({ method: 'GET', url: `/api/media/${mediaCode}/layers`, headers });

const price = `<rdf:li rdf:parseType="Resource">
  <marquee:layerName>Price</marquee:layerName><marquee:x>120</marquee:x><marquee:y>80</marquee:y>
  <marquee:color>#F00</marquee:color><marquee:fontSize>64</marquee:fontSize>
  <marquee:inTime>2.5</marquee:inTime><marquee:outTime>8</marquee:outTime>
  <marquee:rowNumber>1</marquee:rowNumber>
</rdf:li>`;
const second = '<rdf:li marquee:layerName="Second" marquee:rowNumber="2" marquee:outTime="4"/>';
const broken = '<rdf:li marquee:layerName="Broken" marquee:x="far left"/>';

describe('GET /api/media/{code}/layers', () => {
  it("answers the layers of a JPEG's XMP, each with a new id and the media's code, leaving out a broken one", async () => {
    const code = await uploaded(
      'offer.jpg',
      await jpegWithXmp(layersPacket(price + broken + second)),
    );
    const answer = await layersOf(code);
    expect(answer.statusCode, answer.body).toBe(200);
    const { layers } = answer.json();
    expect(layers).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        layerName: 'Price',
        x: 120,
        y: 80,
        fontFamily: 'Arial',
        fontStyle: 'normal',
        align: 'left',
        currency: '',
        color: '#ff0000',
        fontSize: 64,
        inTime: 2.5,
        outTime: 8,
        rowNumber: 1,
        mediaCode: code,
      },
      expect.objectContaining({ layerName: 'Second', rowNumber: 2, outTime: 4, mediaCode: code }),
    ]);
    expect(layers[0].id).not.toBe(layers[1].id);
  });

  it("answers the layers of a PNG's iTXt chunk and of a video's XMP box after its movie", async () => {
    const png = await uploaded('offer.png', await pngWithXmp(layersPacket(second)));
    const video = await uploaded('offer.mp4', mp4WithXmp(layersPacket(price)));
    expect((await layersOf(png)).json().layers).toMatchObject([{ layerName: 'Second' }]);
    expect((await layersOf(video)).json().layers).toMatchObject([{ layerName: 'Price' }]);
  });

  it('answers no layers for a file without XMP, with a malformed packet, or with entities to expand', async () => {
    const plain = await uploaded('plain.png', await testImage(8, 6));
    const malformed = await uploaded(
      'malformed.jpg',
      await jpegWithXmp(layersPacket(price).replace('</rdf:Seq>', '')),
    );
    const entities = await uploaded(
      'entities.png',
      await pngWithXmp(
        `<!DOCTYPE x:xmpmeta [<!ENTITY e "Price">]>${layersPacket('<rdf:li marquee:layerName="&e;"/>')}`,
      ),
    );
    for (const code of [plain, malformed, entities]) {
      const answer = await layersOf(code);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ success: { ok: true }, layers: [] });
    }
  });

  it("answers 404 for another account's media", async () => {
    const code = await uploaded('mine.jpg', await jpegWithXmp(layersPacket(price)));
    const answer = await layersOf(code, other);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.ok).toBe(false);
  });

  it("answers 404 for media outside the user's media filter, as every media read does", async () => {
    const bed = await createLimitedScope(app);
    expect((await layersOf(bed.shown[0]!.mediaCode, bed.limitedAuth)).statusCode).toBe(200);
    expect((await layersOf(bed.hidden.mediaCode, bed.limitedAuth)).statusCode).toBe(404);
    expect((await layersOf(bed.hidden.mediaCode, bed.ownerAuth)).statusCode).toBe(200);
  });
});

describe('readXmpPackets', () => {
  const store = async (bytes: Buffer) => {
    const stored = await app.files.put(Readable.from([bytes]));
    return { hash: stored.hash, sizeBytes: stored.sizeBytes };
  };

  it("finds a video's XMP box past the bytes a photo's search reads, walking the boxes", async () => {
    const file = await store(mp4WithXmp(layersPacket(second), xmpLimits.headBytes));
    expect(await readXmpPackets(app.files, { ...file, isVideo: true })).toHaveLength(1);
    expect(await readXmpPackets(app.files, { ...file, isVideo: false })).toEqual([]);
  });

  it('reads no packet longer than the limit, in a box or at the start of a file', async () => {
    const packetBytes = (xmp: string) =>
      Buffer.byteLength(xmp.slice(xmp.indexOf('<x:xmpmeta'), xmp.indexOf('</x:xmpmeta>') + 12));
    const padded = (bytes: number) => {
      const packet = (filler: string) => layersPacket(`<!-- ${filler} -->${second}`);
      return packet('x'.repeat(bytes - packetBytes(packet(''))));
    };
    expect(packetBytes(padded(xmpLimits.maxPacketBytes))).toBe(xmpLimits.maxPacketBytes);
    const within = await store(Buffer.from(padded(xmpLimits.maxPacketBytes)));
    expect(await readXmpPackets(app.files, { ...within, isVideo: false })).toHaveLength(1);
    const past = padded(xmpLimits.maxPacketBytes + 1);
    const head = await store(Buffer.from(past));
    expect(await readXmpPackets(app.files, { ...head, isVideo: false })).toEqual([]);
    const boxed = await store(mp4WithXmp(past));
    expect(await readXmpPackets(app.files, { ...boxed, isVideo: true })).toEqual([]);
  });
});
