import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, channelMedia, media, signs, socialChannels } from '../../db/schema';
import { readWhole } from '../../platform/storage/read-whole';
import { createLocation } from '../../test/factories';
import { createMedia } from '../../test/media-factories';
import { multipart } from '../../test/multipart-body';
import { useScreensTestApp } from '../../test/screens-test-app';
import { loadManifests } from '../content';
import { replaceSocialPosts, socialPostsOf } from '../items';
import { pairedScreenWithChannel } from '../screen-gateway/screen-gateway-test-screen';
import { saveTestTemplate } from './sign-test-template';

const bed = useScreensTestApp();

type Headers = { authorization: string };
let templateCode: string;
let foreignTemplateCode: string;
let photo: string;
let foreignPhoto: string;
let itemCode: string;
let locationCode: string;

async function newItem(name: string, price: number, headers?: Headers) {
  const answer = await bed.call(
    'POST',
    '/api/facts/Item/new',
    {
      factAttributes: [
        { attributeCode: 'name', value: name },
        { attributeCode: 'price', value: price },
        { attributeCode: 'currency', value: 'EUR' },
      ],
    },
    headers,
  );
  expect(answer.statusCode).toBe(201);
  return answer.json().fact.factCode as string;
}

/** One post of a new social channel of the account, written as the channel's fetch writes it. */
async function socialPost(accountId: string, title: string) {
  const db = bed.app.database.db;
  const [channel] = await db
    .insert(socialChannels)
    .values({ accountId, name: `News ${title}`, feedUrl: 'https://news.example/feed.xml' })
    .returning();
  await db.transaction((tx) =>
    replaceSocialPosts(tx, bed.app.jobs, { accountId, socialChannelId: channel!.id }, [
      {
        feedEntryId: 'entry-1',
        title,
        text: 'Doors close at ten.',
        image: null,
        imageUrl: null,
        author: 'Ann',
        publishedAt: '2026-03-02T10:00:00.000Z',
        link: null,
      },
    ]),
  );
  const [post] = await socialPostsOf(db, accountId, channel!.id);
  return post!.factCode;
}

const goodValues = () => ({
  headline: 'Fresh bread',
  colour: '#c00',
  picture: { mediaCode: photo },
  rows: [{ line: 'Baked today' }, { line: 'Every morning' }],
  product: { factCode: itemCode },
  place: locationCode,
});

async function createSign(values: object = goodValues(), headers?: Headers) {
  return bed.call(
    'POST',
    '/api/media/signs',
    { templateCode, displayName: 'Bakery', values },
    headers,
  );
}

async function madeSign(values: object = goodValues()) {
  const answer = await createSign(values);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    mediaCode: string;
    documentHash: string;
    version: string;
    documents: { orientation_name: string; documentUrl: string; previewUrl: string | null }[];
  };
}

async function storedDocuments(mediaCode: string) {
  const [row] = await bed.app.database.db
    .select({ documents: signs.documents })
    .from(signs)
    .innerJoin(media, eq(media.id, signs.mediaId))
    .where(eq(media.mediaCode, mediaCode));
  return Promise.all(
    (row?.documents ?? []).map(async (document) =>
      (await readWhole(await bed.app.files.get(document.contentHash))).toString('utf8'),
    ),
  );
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

async function putPreview(
  mediaCode: string,
  query: string,
  bytes: Buffer,
  headers: Headers = bed.ownerAuth,
) {
  const body = multipart([{ fileName: 'preview.png', bytes }]);
  return bed.app.inject({
    method: 'PUT',
    url: `/api/media/signs/${mediaCode}/preview?${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  const db = bed.app.database.db;
  templateCode = (await saveTestTemplate(db, bed.accountId)).templateCode;
  foreignTemplateCode = (await saveTestTemplate(db, bed.otherAccountId)).templateCode;
  photo = (await createMedia(db, bed.app.files, bed.accountId)).media.mediaCode;
  foreignPhoto = (await createMedia(db, bed.app.files, bed.otherAccountId)).media.mediaCode;
  itemCode = await newItem('Sourdough', 4.5);
  locationCode = (await createLocation(db, bed.accountId)).locationCode;
}, 120_000);

describe('a new sign', () => {
  it("opens a template's blank form by the template's code", async () => {
    const answer = await bed.call('GET', `/api/media/signs/${templateCode}`);
    expect(answer.statusCode).toBe(200);
    const sign = answer.json().sign;
    expect(sign.mediaCode).toBeNull();
    expect(sign.template.templateCode).toBe(templateCode);
    expect(sign.FormModel.fields.map((field: { fieldName: string }) => field.fieldName)).toEqual([
      'headline',
      'colour',
      'picture',
      'rows',
      'product',
      'place',
    ]);
    expect(sign.values.rows).toEqual([{ line: null }]);
  });

  it("answers another client's template as one that does not exist", async () => {
    expect((await bed.call('GET', `/api/media/signs/${foreignTemplateCode}`)).statusCode).toBe(404);
    const answer = await bed.call('POST', '/api/media/signs', {
      templateCode: foreignTemplateCode,
      displayName: 'x',
      values: goodValues(),
    });
    expect(answer.statusCode).toBe(404);
  });

  it('names the path of every value that does not fit, and saves nothing', async () => {
    const before = await bed.app.database.db.select({ id: signs.mediaId }).from(signs);
    const missing = await createSign({ ...goodValues(), headline: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success.message).toContain(
      'values.headline: Missing required field: Headline',
    );
    const long = await createSign({
      ...goodValues(),
      rows: [{ line: 'ok' }, { line: 'x'.repeat(21) }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().success.message).toMatch(/^values\.rows\[1\]\.line: /);
    const colour = await createSign({ ...goodValues(), colour: 'red' });
    expect(colour.json().success.message).toMatch(/^values\.colour: /);
    const copies = await createSign({
      ...goodValues(),
      rows: [{ line: 'a' }, { line: 'b' }, { line: 'c' }, { line: 'd' }],
    });
    expect(copies.json().success.message).toMatch(/^values\.rows: must have at most 3 copies/);
    const option = await createSign({ ...goodValues(), place: 'nowhere' });
    expect(option.statusCode).toBe(400);
    expect(option.json().success.message).toMatch(/^values\.place: nowhere is not one of/);
    const after = await bed.app.database.db.select({ id: signs.mediaId }).from(signs);
    expect(after.length).toBe(before.length);
  });

  it("refuses another account's media and items as ones that do not exist", async () => {
    const theirItem = await newItem('Theirs', 1, bed.otherAuth);
    const medium = await createSign({ ...goodValues(), picture: { mediaCode: foreignPhoto } });
    expect(medium.statusCode).toBe(404);
    const item = await createSign({ ...goodValues(), product: { factCode: theirItem } });
    expect(item.statusCode).toBe(404);
  });

  it("shows a social post it names, by its title, and refuses another account's post", async () => {
    const html = '<p class="post">{{product}}|{{#product}}{{title}} by {{author}}{{/product}}</p>';
    const postTemplate = (await saveTestTemplate(bed.app.database.db, bed.accountId, { html }))
      .templateCode;
    const [mine, theirs] = await Promise.all(
      [bed.accountId, bed.otherAccountId].map((accountId) => socialPost(accountId, 'Open <late>')),
    );
    const made = await bed.call('POST', '/api/media/signs', {
      templateCode: postTemplate,
      displayName: 'News',
      values: { ...goodValues(), product: { factCode: mine } },
    });
    expect(made.statusCode, made.body).toBe(200);
    const [landscape] = await storedDocuments(made.json().mediaCode);
    expect(landscape).toContain('<p class="post">Open &lt;late&gt;|Open &lt;late&gt; by Ann</p>');
    const opened = await bed.call('GET', `/api/media/signs/${made.json().mediaCode}`);
    expect(opened.json().sign.items).toMatchObject([{ factCode: mine, name: 'Open <late>' }]);
    const foreign = await createSign({ ...goodValues(), product: { factCode: theirs } });
    expect(foreign.statusCode).toBe(404);
  });

  it('renders every orientation with the values, the item and the photo', async () => {
    const sign = await madeSign();
    expect(sign.version).toBe('1');
    expect(sign.documents.map((document) => document.orientation_name)).toEqual([
      'Landscape',
      'Portrait',
    ]);
    const [landscape, portrait] = await storedDocuments(sign.mediaCode);
    for (const html of [landscape!, portrait!]) {
      expect(html).toContain('<h1 class="headline">Fresh bread</h1>');
      expect(html).toContain('<i class="colour">#cc0000</i>');
      expect(html).toContain('<p class="line">Baked today</p><p class="line">Every morning</p>');
      expect(html).toMatch(/<b class="price">Sourdough [^<]*4\.50/);
      expect(html).toContain(`src="/screen-api/media/${photo}?v`);
    }
    expect(landscape).toContain('width=1920, height=1080');
    expect(portrait).toContain('width=1080, height=1920');
    const listed = await bed.call('GET', `/api/media/signs/${sign.mediaCode}`);
    expect(listed.statusCode).toBe(200);
    const opened = listed.json().sign;
    expect(opened.values.headline).toBe('Fresh bread');
    expect(opened.items.map((item: { factCode: string }) => item.factCode)).toEqual([itemCode]);
    expect(opened.media.map((item: { mediaCode: string }) => item.mediaCode)).toEqual([photo]);
    expect(opened.PreviewUrl).toBe(opened.documents[0].documentUrl);
    expect(opened.documentHash).toBe(sign.documentHash);
    const viewed = await bed.call('GET', opened.documents[1].documentUrl);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.body).toContain('width=1080, height=1920');
    const unknown = `/api/media/signs/${sign.mediaCode}/document?orientationName=Square`;
    expect((await bed.call('GET', unknown)).statusCode).toBe(404);
  });

  it("answers the language the account's screens show it in, which its documents are rendered in", async () => {
    const db = bed.app.database.db;
    const speak = (languageCode: string) =>
      db.update(accounts).set({ languageCode }).where(eq(accounts.id, bed.accountId));
    await speak('de_DE');
    try {
      const sign = await madeSign();
      const [landscape] = await storedDocuments(sign.mediaCode);
      expect(landscape).toMatch(/<b class="price">Sourdough [^<]*4,50/);
      const opened = await bed.call('GET', `/api/media/signs/${sign.mediaCode}`);
      expect(opened.json().sign.language).toBe('de_DE');
      const blank = await bed.call('GET', `/api/media/signs/${templateCode}`);
      expect(blank.json().sign.language).toBe('de_DE');
    } finally {
      await speak('en_US');
    }
    const blank = await bed.call('GET', `/api/media/signs/${templateCode}`);
    expect(blank.json().sign.language).toBe('en_US');
  });

  it('never writes active content from a value', async () => {
    const sign = await madeSign({
      ...goodValues(),
      headline: '<script>alert(1)</script><img src=x onerror=alert(2)> javascript:alert(3)',
      rows: [{ line: '"><svg onload=x>' }],
    });
    for (const html of await storedDocuments(sign.mediaCode)) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<[^>]+\son\w+=/i);
      expect(html).not.toMatch(/<svg/i);
      expect(html).toContain("script-src 'none'");
    }
  });
});

describe('saving a sign again', () => {
  it('answers 412 to a save over an older version, and one of two saves at once wins', async () => {
    const sign = await madeSign();
    const save = (headline: string) =>
      bed.call('PUT', `/api/media/signs/${sign.mediaCode}`, {
        version: sign.version,
        displayName: 'Bakery',
        values: { ...goodValues(), headline },
      });
    const answers = await Promise.all([save('First'), save('Second')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    expect((await save('Third')).statusCode).toBe(412);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(saved.version).toBe('2');
    const [html] = await storedDocuments(sign.mediaCode);
    expect(html).toMatch(/<h1 class="headline">(First|Second)<\/h1>/);
  });

  it('moves to the template’s newer version only when asked', async () => {
    const sign = await madeSign();
    await saveTestTemplate(bed.app.database.db, bed.accountId, {
      templateCode,
      html: '<section class="v2">{{headline}}</section>',
    });
    const opened = (await bed.call('GET', `/api/media/signs/${sign.mediaCode}`)).json().sign;
    expect(opened.template.latestVersion).toBeGreaterThan(opened.template.version);
    const kept = await bed.call('PUT', `/api/media/signs/${sign.mediaCode}`, {
      version: '1',
      displayName: 'Bakery',
    });
    expect(kept.statusCode).toBe(200);
    expect((await storedDocuments(sign.mediaCode))[0]).not.toContain('class="v2"');
    const moved = await bed.call('PUT', `/api/media/signs/${sign.mediaCode}`, {
      version: '2',
      displayName: 'Bakery',
      updateTemplate: true,
    });
    expect(moved.statusCode).toBe(200);
    expect((await storedDocuments(sign.mediaCode))[0]).toContain('class="v2"');
    await saveTestTemplate(bed.app.database.db, bed.accountId, { templateCode });
  });

  it("is 404 for another account's sign", async () => {
    const sign = await madeSign();
    const put = await bed.call(
      'PUT',
      `/api/media/signs/${sign.mediaCode}`,
      { version: '1', displayName: 'x' },
      bed.otherAuth,
    );
    expect(put.statusCode).toBe(404);
    expect(
      (await bed.call('GET', `/api/media/signs/${sign.mediaCode}`, undefined, bed.otherAuth))
        .statusCode,
    ).toBe(404);
    const document = await bed.call(
      'GET',
      `/api/media/signs/${sign.mediaCode}/document`,
      undefined,
      bed.otherAuth,
    );
    expect(document.statusCode).toBe(404);
  });
});

describe('a price change', () => {
  it('renders the signs showing the item again and tells the screens that play them', async () => {
    const db = bed.app.database.db;
    const sign = await madeSign();
    const [row] = await db.select().from(media).where(eq(media.mediaCode, sign.mediaCode));
    const { player, channel } = await pairedScreenWithChannel(bed.app, bed.accountId);
    await db
      .insert(channelMedia)
      .values({ accountId: bed.accountId, channelId: channel.id, mediaId: row!.id, orderN: 1 });
    const before = (await loadManifests(db, [player.id])).get(player.id)!;
    const listed = before.media.find((item) => item.mediaCode === sign.mediaCode)!;
    expect(listed.documents?.map((document) => document.orientation)).toEqual(['16:9', '9:16']);
    expect(before.media.some((item) => item.mediaCode === photo)).toBe(true);
    const changed = await bed.call('PUT', '/api/facts/Item/modifyattributes', {
      factCode: itemCode,
      factAttributes: [{ attributeCode: 'price', value: 5.25 }],
    });
    expect(changed.statusCode).toBe(200);
    await bed.app.jobs.drain();
    const [html] = await storedDocuments(sign.mediaCode);
    expect(html).toMatch(/<b class="price">Sourdough [^<]*5\.25/);
    const after = (await loadManifests(db, [player.id])).get(player.id)!;
    const relisted = after.media.find((item) => item.mediaCode === sign.mediaCode)!;
    expect(relisted.contentHash).not.toBe(listed.contentHash);
    expect(after.hashCode).not.toBe(before.hashCode);
    const opened = (await bed.call('GET', `/api/media/signs/${sign.mediaCode}`)).json().sign;
    expect(opened.version).toBe('1');
    expect(opened.documentHash).not.toBe(sign.documentHash);
  });

  it('renders a removed item as none', async () => {
    const gone = await newItem('Gone', 2);
    const sign = await madeSign({ ...goodValues(), product: { factCode: gone } });
    expect((await storedDocuments(sign.mediaCode))[0]).toContain('Gone');
    const removed = await bed.call('POST', '/api/facts/remove', { factCodes: [gone] });
    expect(removed.statusCode).toBe(200);
    await bed.app.jobs.drain();
    expect((await storedDocuments(sign.mediaCode))[0]).not.toContain('class="price"');
  });
});

describe('screens', () => {
  it('fetch each orientation of a sign they play, run nothing in it, and nothing else', async () => {
    const db = bed.app.database.db;
    const sign = await madeSign();
    const [row] = await db.select().from(media).where(eq(media.mediaCode, sign.mediaCode));
    const { screen, channel } = await pairedScreenWithChannel(bed.app, bed.accountId);
    const other = await pairedScreenWithChannel(bed.app, bed.accountId);
    await db
      .insert(channelMedia)
      .values({ accountId: bed.accountId, channelId: channel.id, mediaId: row!.id, orderN: 1 });
    const get = (url: string, cookie: string) =>
      bed.app.inject({ method: 'GET', url, headers: { cookie } });
    const portrait = await get(`/screen/signs/${sign.mediaCode}/1`, screen.cookie);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-security-policy']).toContain('sandbox allow-same-origin');
    expect(portrait.headers['content-security-policy']).not.toContain('allow-scripts');
    expect(portrait.headers['x-content-type-options']).toBe('nosniff');
    expect(portrait.body).toContain('width=1080, height=1920');
    expect((await get(`/screen/signs/${sign.mediaCode}/5`, screen.cookie)).statusCode).toBe(404);
    expect((await get(`/screen/signs/${sign.mediaCode}`, other.screen.cookie)).statusCode).toBe(
      404,
    );
    const picture = await get(`/screen-api/media/${photo}`, screen.cookie);
    expect(picture.statusCode).toBe(200);
  });
});

describe('previews', () => {
  it('keeps a PNG of the current render only, at the orientation’s pixels', async () => {
    const sign = await madeSign();
    const hash = `documentHash=${sign.documentHash}`;
    const stale = await putPreview(sign.mediaCode, 'documentHash=0', await png(1920, 1080));
    expect(stale.statusCode).toBe(409);
    const size = await putPreview(sign.mediaCode, hash, await png(1280, 720));
    expect(size.statusCode).toBe(400);
    const notPng = await putPreview(sign.mediaCode, hash, Buffer.from('GIF89a not a png'));
    expect(notPng.statusCode).toBe(415);
    const landscape = await putPreview(sign.mediaCode, hash, await png(1920, 1080));
    expect(landscape.statusCode, landscape.body).toBe(200);
    expect(landscape.json().documents[0].previewUrl).toContain('/preview?orientationName=');
    const [row] = await bed.app.database.db
      .select({ thumbnailHash: media.thumbnailHash, previewHash: media.previewHash })
      .from(media)
      .where(eq(media.mediaCode, sign.mediaCode));
    expect(row?.thumbnailHash).toBeTruthy();
    expect(row?.previewHash).toBeTruthy();
    const incomplete = await bed.call('POST', '/api/media/signs/previews', {
      mediaCodes: [sign.mediaCode],
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().success.message).toContain('Bakery');
    const portrait = await putPreview(
      sign.mediaCode,
      `${hash}&orientationName=Portrait`,
      await png(1080, 1920),
    );
    expect(portrait.statusCode).toBe(200);
    const zip = await bed.call('POST', '/api/media/signs/previews', {
      mediaCodes: [sign.mediaCode],
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.includes(Buffer.from('Bakery-Landscape.png'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('Bakery-Portrait.png'))).toBe(true);
    const image = await bed.call(
      'GET',
      `/api/media/signs/${sign.mediaCode}/preview?orientationName=Portrait`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('are not downloaded while the account has them switched off', async () => {
    const db = bed.app.database.db;
    const sign = await madeSign();
    await db
      .update(accounts)
      .set({ featureFlags: { downloadSignPreview: false } })
      .where(eq(accounts.id, bed.accountId));
    try {
      const answer = await bed.call('POST', '/api/media/signs/previews', {
        mediaCodes: [sign.mediaCode],
      });
      expect(answer.statusCode).toBe(403);
    } finally {
      await db.update(accounts).set({ featureFlags: {} }).where(eq(accounts.id, bed.accountId));
    }
  });
});

describe('options', () => {
  it("lists the account's locations, and no source that does not exist", async () => {
    const answer = await bed.call('GET', '/api/media/signs/options/locations');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().options.map((option: { value: string }) => option.value)).toContain(
      locationCode,
    );
    expect((await bed.call('GET', '/api/media/signs/options/players')).statusCode).toBe(404);
  });
});
