import type { MediaType } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';

const bed = useScreensTestApp();

/** A medium of this type in this account, by its code. */
async function mediumOf(accountId: string, mediaType: MediaType): Promise<string> {
  const db = bed.app.database.db;
  const { media: row } = await createMedia(db, bed.app.files, accountId);
  await db.update(media).set({ mediaType }).where(eq(media.id, row.id));
  return row.mediaCode;
}

/** The codes a typed list answers, after checking it answered 200. */
async function listed(path: string): Promise<string[]> {
  const answer = await bed.call('GET', `${path}?MaxItemsInResult=200`);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ Medias: Array<{ mediaCode: string }> }>().Medias.map((m) => m.mediaCode);
}

describe("the media library's typed lists", () => {
  it("answers only the account's media of each list's types", async () => {
    const own = {
      photo: await mediumOf(bed.accountId, 'Photo'),
      video: await mediumOf(bed.accountId, 'Video'),
      sign: await mediumOf(bed.accountId, 'HtmlAd'),
      page: await mediumOf(bed.accountId, 'WebPage'),
    };
    const theirs = [
      await mediumOf(bed.otherAccountId, 'Video'),
      await mediumOf(bed.otherAccountId, 'HtmlAd'),
    ];
    const videos = await listed('/api/media/videos');
    const signs = await listed('/api/media/signs');
    const fallbackSigns = await listed('/api/media/fallbackSigns');
    expect(videos).toEqual([own.video]);
    expect([...signs].sort()).toEqual([own.sign, own.page].sort());
    expect(fallbackSigns).toEqual([own.sign]);
    for (const code of theirs) {
      expect([...videos, ...signs, ...fallbackSigns]).not.toContain(code);
    }
  });

  it('answers 401 without a sign-in', async () => {
    for (const path of ['/api/media/videos', '/api/media/signs', '/api/media/fallbackSigns']) {
      expect((await bed.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });
});
