import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { facts, media, socialChannels } from '../../db/schema';
import { jobs } from '../../platform/jobs/jobs-table';
import { FinalJobError } from '../../platform/jobs/job-queue';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { itemsChangedQueue } from '../items';
import { testImage } from '../media/media-test-files';
import { handleFetchJobs } from './fetch-channel';
import { fetchAttempts, socialChannelFetchQueue, socialChannelPlatform } from './fetch-schedule';

let app: FastifyInstance;
let owner: { authorization: string };
let accountId: string;
let standIn: Server;
let base: string;
let png: Buffer;

/** What the stand-in feed answers now. */
let feed: { status: number; type: string; body: string };

interface Entry {
  id: string;
  title: string;
  day: number;
  image?: string;
}

const rss = (entries: Entry[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour café</title>${entries
    .map(
      (entry) =>
        `<item><guid>${entry.id}</guid><title>${entry.title}</title>` +
        `<description>About ${entry.title}</description><author>Ada</author>` +
        `<pubDate>${new Date(Date.UTC(2026, 10, entry.day)).toUTCString()}</pubDate>` +
        (entry.image ? `<enclosure url="${base}/images/${entry.image}" type="image/png"/>` : '') +
        '</item>',
    )
    .join('')}</channel></rss>`;

/**
 * 55 dated entries, the newest (day 55) with a picture, the second newest with another. Pictures
 * are one media per address, so each test's feed names its own.
 */
const manyEntries = (pictures = 'harbour'): Entry[] =>
  Array.from({ length: 55 }, (_, n) => ({
    id: `post-${n + 1}`,
    title: `Post ${n + 1}`,
    day: n + 1,
    image: n === 54 ? `${pictures}-newest.png` : n === 53 ? `${pictures}-second.png` : undefined,
  }));

beforeAll(async () => {
  png = await testImage(16, 9);
  standIn = createServer((request, response) => {
    if (request.url?.startsWith('/images/')) {
      response.setHeader('content-type', 'image/png');
      response.end(png);
      return;
    }
    response.statusCode = feed.status;
    response.setHeader('content-type', feed.type);
    response.end(feed.body);
  });
  standIn.listen(0, '127.0.0.1');
  await once(standIn, 'listening');
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  // A feed on the LAN: the stand-in answers on loopback, over plain http.
  app = await buildTestApp({ config: testConfig({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }) });
  const customer = await createCustomerAccount(app.database.db);
  accountId = customer.account.id;
  owner = bearer(await signIn(app, customer.owner.email, testPassword));
  // The announcements are taken as they run, before any job is done and gone from the table.
  app.jobs.handle(itemsChangedQueue, async (payload) => {
    announcements.push({
      at: new Date(),
      factCodes: (payload as { factCodes: string[] }).factCodes,
    });
  });
}, 180_000);
afterAll(async () => {
  await app?.close();
  standIn?.closeAllConnections();
  standIn?.close();
});
beforeEach(() => {
  feed = { status: 200, type: 'application/rss+xml', body: rss(manyEntries()) };
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: owner });

async function addChannel(name: string, refreshMinutes = 15) {
  const answer = await call('POST', '/api/socialchannels', {
    name,
    feedUrl: `${base}/feed.xml`,
    refreshMinutes,
  });
  expect(answer.statusCode).toBe(201);
  await app.jobs.drain();
  return answer.json().socialChannel.channelCode as string;
}

async function channelRow(channelCode: string) {
  const [row] = await app.database.db
    .select()
    .from(socialChannels)
    .where(eq(socialChannels.channelCode, channelCode));
  return row!;
}

async function postsOf(channelCode: string) {
  const answer = await call('GET', `/api/socialchannels/${channelCode}/posts`);
  expect(answer.statusCode).toBe(200);
  return answer.json().posts as Array<{
    factCode: string;
    title: string;
    text: string;
    image: { mediaCode: string } | null;
    author: string;
    publishedAt: string | null;
  }>;
}

async function jobOf(id: string | null) {
  const [row] = await app.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, id ?? '00000000-0000-4000-8000-000000000000'));
  return row;
}

/** The fact codes the items-changed jobs announced since `after`. */
/** What the item writes announced, with when: the signs' handler of the queue, stood in for. */
const announcements: { at: Date; factCodes: string[] }[] = [];

async function announcedSince(after: Date) {
  await app.jobs.drain();
  return announcements
    .filter((announcement) => announcement.at > after)
    .flatMap((announcement) => announcement.factCodes);
}

async function mediaExists(mediaCode: string) {
  const [row] = await app.database.db
    .select({ library: media.library })
    .from(media)
    .where(eq(media.mediaCode, mediaCode));
  return row?.library;
}

describe("a channel's fetch", () => {
  it('keeps the newest 50 entries of a feed on the LAN as posts, their pictures as item images', async () => {
    const code = await addChannel('Harbour café');
    const posts = await postsOf(code);
    expect(posts).toHaveLength(50);
    expect(posts[0]).toMatchObject({
      title: 'Post 55',
      text: 'About Post 55',
      author: 'Ada',
      publishedAt: new Date(Date.UTC(2026, 10, 55)).toISOString(),
      image: { mediaCode: expect.any(String) },
    });
    expect(posts.at(-1)?.title).toBe('Post 6');
    expect(posts[2]?.image).toBeNull();
    expect(await mediaExists(posts[0]!.image!.mediaCode)).toBe('ItemImages');
    expect(await mediaExists(posts[1]!.image!.mediaCode)).toBe('ItemImages');

    const channel = await channelRow(code);
    expect(channel).toMatchObject({ postCount: 50, lastError: null });
    expect(channel.lastFetchedAt).toBeInstanceOf(Date);
    // Its chain goes on: the next link waits a refresh from now.
    const next = await jobOf(channel.fetchJobId);
    expect(next).toMatchObject({ queue: socialChannelFetchQueue, status: 'queued', accountId });
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const answer = await call('GET', '/api/socialchannels');
    expect(answer.json().socialChannels).toContainEqual(
      expect.objectContaining({ channelCode: code, postCount: 50, lastError: null }),
    );
  });

  it('keeps a post and its code across fetches, changes what changed and lets go what rolled off', async () => {
    feed = { ...feed, body: rss(manyEntries('news')) };
    const code = await addChannel('Harbour news');
    const before = await postsOf(code);
    const [newest, second] = before;
    // The second newest picture is also an item's: it stays when its post goes.
    await app.inject({
      method: 'POST',
      url: '/api/facts/Item/new',
      headers: owner,
      payload: {
        factAttributes: [
          { attributeCode: 'name', value: 'Harbour print' },
          { attributeCode: 'images', value: [second!.image] },
        ],
      },
    });
    const entries = manyEntries('news')
      .filter((entry) => entry.id !== 'post-55' && entry.id !== 'post-54')
      .map((entry) => (entry.id === 'post-53' ? { ...entry, title: 'Post 53, again' } : entry));
    feed = { ...feed, body: rss(entries) };
    const startedAt = new Date();
    const saved = await call('PUT', `/api/socialchannels/${code}`, {
      name: 'Harbour news',
      feedUrl: `${base}/feed.xml`,
      refreshMinutes: 30,
    });
    expect(saved.statusCode).toBe(200);
    await app.jobs.drain();

    const after = await postsOf(code);
    expect(after.map((post) => post.title).slice(0, 2)).toEqual(['Post 53, again', 'Post 52']);
    const codeOf = (title: string, posts: typeof before) =>
      posts.find((post) => post.title.startsWith(title))?.factCode;
    expect(codeOf('Post 53', after)).toBe(codeOf('Post 53', before));
    expect(codeOf('Post 20', after)).toBe(codeOf('Post 20', before));
    // Two rolled off, two older ones came back within the newest 50.
    expect(after).toHaveLength(50);
    expect(after.at(-1)?.title).toBe('Post 4');
    const announced = await announcedSince(startedAt);
    expect(announced).toEqual(
      expect.arrayContaining([newest!.factCode, second!.factCode, codeOf('Post 53', after)]),
    );
    expect(announced).not.toContain(codeOf('Post 20', after));
    expect(await mediaExists(newest!.image!.mediaCode)).toBeUndefined();
    expect(await mediaExists(second!.image!.mediaCode)).toBe('ItemImages');
    const next = await jobOf((await channelRow(code)).fetchJobId);
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('shows a failing feed on the channel, and after its last try buries the fetch and waits for the next refresh', async () => {
    feed = { status: 500, type: 'text/plain', body: 'down' };
    const code = await addChannel('Broken feed', 5);
    const first = (await channelRow(code)).fetchJobId!;
    expect((await channelRow(code)).lastError).toBe('The feed answered 500');
    for (let tries = 1; tries < fetchAttempts; tries += 1) {
      expect(await jobOf(first)).toMatchObject({ status: 'queued', attempts: tries });
      await app.database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, first));
      await app.jobs.drain();
    }
    expect(await jobOf(first)).toMatchObject({
      status: 'dead',
      lastError: 'The feed answered 500',
      summary: 'Fetch the social channel Broken feed',
      accountId,
    });
    const channel = await channelRow(code);
    expect(channel).toMatchObject({ lastError: 'The feed answered 500', postCount: 0 });
    expect(channel.fetchJobId).not.toBe(first);
    const next = await jobOf(channel.fetchJobId);
    expect(next).toMatchObject({ status: 'queued', attempts: 0 });
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

    // The feed mended, the next refresh reads it and the error goes.
    feed = { status: 200, type: 'application/rss+xml', body: rss(manyEntries().slice(0, 3)) };
    await app.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, channel.fetchJobId!));
    await app.jobs.drain();
    expect(await channelRow(code)).toMatchObject({ lastError: null, postCount: 3 });
  });

  it('says why a document that is no feed cannot be read', async () => {
    feed = { status: 200, type: 'text/html', body: '<html><body>Welcome</body></html>' };
    const code = await addChannel('A web page');
    expect((await channelRow(code)).lastError).toBe('The feed is neither RSS nor Atom');
  });

  it('refuses at once, as a dead letter, a feed on a private address where those are not allowed', async () => {
    const code = await addChannel('Private feed');
    const channel = await channelRow(code);
    const handle = handleFetchJobs(() => app.database.db, {
      ...socialChannelPlatform(app),
      allowPrivateNetworks: false,
    });
    const job = { id: channel.fetchJobId!, queuedAt: new Date(), attempts: 1, maxAttempts: 4 };
    await expect(handle({ channelId: channel.id }, job)).rejects.toBeInstanceOf(FinalJobError);
    const refused = await channelRow(code);
    expect(refused.lastError).toMatch(/private network/);
    // The refusal is final for this try, not for the channel: its next refresh is queued.
    expect(refused.fetchJobId).not.toBe(channel.fetchJobId);
  });

  it('takes the posts and their pictures with a deleted channel, and tells signs', async () => {
    feed = { ...feed, body: rss(manyEntries('short')) };
    const code = await addChannel('Short-lived');
    const posts = await postsOf(code);
    const startedAt = new Date();
    expect((await call('DELETE', `/api/socialchannels/${code}`)).statusCode).toBe(200);
    const left = await app.database.db
      .select({ id: facts.id })
      .from(facts)
      .where(eq(facts.factCode, posts[0]!.factCode));
    expect(left).toEqual([]);
    expect(await announcedSince(startedAt)).toEqual(
      expect.arrayContaining(posts.map((post) => post.factCode)),
    );
    expect(await mediaExists(posts[0]!.image!.mediaCode)).toBeUndefined();
    expect((await call('GET', `/api/socialchannels/${code}/posts`)).statusCode).toBe(404);
  });
});
