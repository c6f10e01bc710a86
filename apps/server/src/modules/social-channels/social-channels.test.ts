import { socialChannelLimits } from '@marquee/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, socialChannels } from '../../db/schema';
import { jobs } from '../../platform/jobs/jobs-table';
import { createCustomerUserWithGrants, testPassword } from '../../test/identity-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { bearer, signIn } from '../../test/sign-in';
import { socialChannelFetchQueue } from './fetch-schedule';

// A server that reaches no private network, as in production.
const bed = useScreensTestApp();

const feedUrl = 'https://news.example/feed.xml';

async function addChannel(name: string, extra: object = {}) {
  const answer = await bed.call('POST', '/api/socialchannels', { name, feedUrl, ...extra });
  expect(answer.statusCode).toBe(201);
  // Its first fetch runs now (news.example is never found) and waits to try again.
  await bed.app.jobs.drain();
  return answer.json().socialChannel as { channelCode: string; modifiedAt: string };
}

async function rowOf(channelCode: string) {
  const [row] = await bed.app.database.db
    .select()
    .from(socialChannels)
    .where(eq(socialChannels.channelCode, channelCode));
  return row;
}

async function jobOf(id: string | null | undefined) {
  if (!id) return undefined;
  const [row] = await bed.app.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

async function auditOf(action: string) {
  return bed.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, bed.accountId), eq(auditLog.action, action)));
}

async function channelCount() {
  const rows = await bed.app.database.db.select({ id: socialChannels.id }).from(socialChannels);
  return rows.length;
}

describe('social channels', () => {
  it('adds a channel with a refresh of 15 minutes and fetches it at once', async () => {
    const answer = await bed.call('POST', '/api/socialchannels', { name: 'Café news', feedUrl });
    expect(answer.statusCode).toBe(201);
    const channel = answer.json().socialChannel;
    expect(channel).toMatchObject({
      name: 'Café news',
      feedUrl,
      refreshMinutes: 15,
      lastFetchedAt: null,
      postCount: 0,
    });
    // Draining runs only what is due: the fetch was, and failed as it must here.
    await bed.app.jobs.drain();
    const row = await rowOf(channel.channelCode);
    expect(row?.lastError).toBe('The feed could not be read: The host news.example was not found');
    const job = await jobOf(row?.fetchJobId);
    expect(job).toMatchObject({
      queue: socialChannelFetchQueue,
      status: 'queued',
      attempts: 1,
      maxAttempts: 4,
      accountId: bed.accountId,
      summary: 'Fetch the social channel Café news',
    });
    expect(JSON.stringify(job!.payload)).not.toContain(feedUrl);
    expect(await auditOf('createSocialChannel')).toHaveLength(1);
  });

  it('lists the channels by name, searched and a page at a time', async () => {
    for (const name of ['Zebra posts', 'Apple posts', 'Mango posts']) await addChannel(name);
    const first = await bed.call('GET', '/api/socialchannels?SearchText=posts&MaxItemsInResult=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().socialChannels.map((c: { name: string }) => c.name)).toEqual([
      'Apple posts',
      'Mango posts',
    ]);
    expect(first.json().hasMore).toBe(true);
    const token = encodeURIComponent(first.json().continuationToken);
    const next = await bed.call(
      'GET',
      `/api/socialchannels?SearchText=posts&MaxItemsInResult=2&ContinuationToken=${token}`,
    );
    expect(next.json().socialChannels.map((c: { name: string }) => c.name)).toEqual([
      'Zebra posts',
    ]);
    const theirs = await bed.call('GET', '/api/socialchannels', undefined, bed.otherAuth);
    expect(theirs.json().socialChannels).toEqual([]);
  });

  it('refuses a feed that is not public https and bounds, naming the field and saving nothing', async () => {
    const before = await channelCount();
    const refused = {
      'http://news.example/feed.xml': 'feedUrl: must be an https address',
      'ftp://news.example/feed.xml': 'must be an https address',
      'not an address': 'must be an https address',
      'https://ada:secret@news.example/feed.xml': 'feedUrl: must not carry a user name or password',
      'https://127.0.0.1/feed.xml': 'feedUrl: is on a private network',
      'https://192.168.1.20/feed.xml': 'feedUrl: is on a private network',
      'https://[::1]/feed.xml': 'feedUrl: is on a private network',
      'https://localhost/feed.xml': 'feedUrl: is on a private network',
    };
    for (const [address, message] of Object.entries(refused)) {
      const answer = await bed.call('POST', '/api/socialchannels', {
        name: 'Refused',
        feedUrl: address,
      });
      expect([address, answer.statusCode]).toEqual([address, 400]);
      expect(answer.json().success.message).toContain(message);
    }
    for (const refreshMinutes of [4, 61, 7.5]) {
      const answer = await bed.call('POST', '/api/socialchannels', {
        name: 'Refused',
        feedUrl,
        refreshMinutes,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success.message).toContain('refreshMinutes');
    }
    const unnamed = await bed.call('POST', '/api/socialchannels', { name: ' ', feedUrl });
    expect(unnamed.json().success.message).toContain('name');
    expect(await channelCount()).toBe(before);
  });

  it('changes a channel and replaces its waiting fetch with one due at once', async () => {
    const { channelCode, modifiedAt } = await addChannel('Old name');
    const before = await rowOf(channelCode);
    await bed.app.database.db
      .update(socialChannels)
      .set({ lastError: 'The feed answered 500' })
      .where(eq(socialChannels.id, before!.id));
    const answer = await bed.call('PUT', `/api/socialchannels/${channelCode}`, {
      name: 'New name',
      feedUrl: 'https://news.example/other.xml',
      refreshMinutes: 60,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().socialChannel).toMatchObject({
      name: 'New name',
      feedUrl: 'https://news.example/other.xml',
      refreshMinutes: 60,
      lastError: null,
    });
    expect(answer.json().socialChannel.modifiedAt > modifiedAt).toBe(true);
    const after = await rowOf(channelCode);
    expect(after!.fetchJobId).not.toBe(before!.fetchJobId);
    expect(await jobOf(before!.fetchJobId)).toBeUndefined();
    expect(await jobOf(after!.fetchJobId)).toMatchObject({ queue: socialChannelFetchQueue });
    expect(await auditOf('updateSocialChannel')).toHaveLength(1);

    const refused = await bed.call('PUT', `/api/socialchannels/${channelCode}`, {
      name: 'New name',
      feedUrl: 'http://news.example/other.xml',
    });
    expect(refused.statusCode).toBe(400);
    expect((await rowOf(channelCode))?.feedUrl).toBe('https://news.example/other.xml');
  });

  it('deletes a channel with its waiting fetch', async () => {
    const { channelCode } = await addChannel('Going');
    const row = await rowOf(channelCode);
    const answer = await bed.call('DELETE', `/api/socialchannels/${channelCode}`);
    expect(answer.statusCode).toBe(200);
    expect(await rowOf(channelCode)).toBeUndefined();
    expect(await jobOf(row!.fetchJobId)).toBeUndefined();
    expect(await auditOf('deleteSocialChannel')).toHaveLength(1);
  });

  it("answers 404 for another account's channel and leaves it as it was", async () => {
    const answer = await bed.call(
      'POST',
      '/api/socialchannels',
      { name: 'Theirs', feedUrl },
      bed.otherAuth,
    );
    const { channelCode } = answer.json().socialChannel;
    const change = { name: 'Mine now', feedUrl };
    expect((await bed.call('PUT', `/api/socialchannels/${channelCode}`, change)).statusCode).toBe(
      404,
    );
    expect((await bed.call('DELETE', `/api/socialchannels/${channelCode}`)).statusCode).toBe(404);
    expect((await bed.call('GET', `/api/socialchannels/${channelCode}/posts`)).statusCode).toBe(
      404,
    );
    expect((await rowOf(channelCode))?.name).toBe('Theirs');
  });

  it('lets AccountItems viewers read the channels and only editors change them', async () => {
    const db = bed.app.database.db;
    const signedIn = async (level: 'ViewOnly' | 'None') => {
      const user = await createCustomerUserWithGrants(db, bed.accountId, { AccountItems: level });
      return bearer(await signIn(bed.app, user.email, testPassword));
    };
    const viewer = await signedIn('ViewOnly');
    const stranger = await signedIn('None');
    const { channelCode } = await addChannel('Watched');
    expect((await bed.call('GET', '/api/socialchannels', undefined, viewer)).statusCode).toBe(200);
    const posts = `/api/socialchannels/${channelCode}/posts`;
    expect((await bed.call('GET', posts, undefined, viewer)).statusCode).toBe(200);
    const add = { name: 'Not allowed', feedUrl };
    expect((await bed.call('POST', '/api/socialchannels', add, viewer)).statusCode).toBe(403);
    expect(
      (await bed.call('DELETE', `/api/socialchannels/${channelCode}`, undefined, viewer))
        .statusCode,
    ).toBe(403);
    expect((await bed.call('GET', '/api/socialchannels', undefined, stranger)).statusCode).toBe(
      403,
    );
  });

  it(`keeps an account to ${socialChannelLimits.channelsPerAccount} channels`, async () => {
    const held = (
      await bed.app.database.db
        .select({ id: socialChannels.id })
        .from(socialChannels)
        .where(eq(socialChannels.accountId, bed.accountId))
    ).length;
    await bed.app.database.db.insert(socialChannels).values(
      Array.from({ length: socialChannelLimits.channelsPerAccount - held }, (_, n) => ({
        accountId: bed.accountId,
        name: `Filler ${n}`,
        feedUrl,
      })),
    );
    const answer = await bed.call('POST', '/api/socialchannels', { name: 'One too many', feedUrl });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().success.message).toContain(`${socialChannelLimits.channelsPerAccount}`);
  });
});
