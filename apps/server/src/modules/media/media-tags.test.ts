import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, tags } from '../../db/schema';
import { newCode } from '../../db/codes';
import { filterLeaf } from '../../test/filter-conditions';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { snapshotTables } from '../../test/table-snapshot';

const bed = useScreensTestApp();

async function mediaTag(accountId: string, name = `Tag ${newCode()}`) {
  const [tag] = await bed.app.database.db
    .insert(tags)
    .values({ accountId, name, tagType: 'media', color: '#4c6ef5' })
    .returning();
  return tag?.tagCode as string;
}

const mediaOf = async (accountId: string) =>
  (await createMedia(bed.app.database.db, bed.app.files, accountId)).media.mediaCode;

const tagCodesOf = async (mediaCode: string, headers = bed.ownerAuth) =>
  (
    (await bed.call('GET', `/api/media/${mediaCode}/tags`, undefined, headers)).json().tags as {
      tagCode: string;
    }[]
  )
    .map((tag) => tag.tagCode)
    .sort();

async function refusedUnchanged(status: number, ...call: Parameters<typeof bed.call>) {
  const before = await snapshotTables(bed.app);
  const answer = await bed.call(...call);
  expect(answer.statusCode, answer.body).toBe(status);
  expect(await snapshotTables(bed.app)).toBe(before);
}

describe('tags on many media at once', () => {
  it('adds tags to every media named, and removes them again', async () => {
    const mediaCodes = [await mediaOf(bed.accountId), await mediaOf(bed.accountId)];
    const tagCodes = [await mediaTag(bed.accountId), await mediaTag(bed.accountId)];
    const added = await bed.call('PUT', '/api/media/multipletags', {
      mediaCodes,
      tagCodes,
      added: true,
    });
    expect(added.statusCode).toBe(200);
    for (const code of mediaCodes)
      expect(await tagCodesOf(code)).toEqual(expect.arrayContaining(tagCodes));
    // Adding again changes nothing and is no error.
    const again = await bed.call('PUT', '/api/media/multipletags', {
      mediaCodes,
      tagCodes,
      added: true,
    });
    expect(again.statusCode).toBe(200);
    const removed = await bed.call('PUT', '/api/media/multipletags', {
      mediaCodes,
      tagCodes: [tagCodes[0]],
      added: false,
    });
    expect(removed.statusCode).toBe(200);
    for (const code of mediaCodes) {
      const left = await tagCodesOf(code);
      expect(left).toContain(tagCodes[1]);
      expect(left).not.toContain(tagCodes[0]);
    }
  });

  it("refuses another account's media or tag, and media the caller's role hides, changing nothing", async () => {
    const mine = await mediaOf(bed.accountId);
    const theirs = await mediaOf(bed.otherAccountId);
    const tag = await mediaTag(bed.accountId);
    const theirTag = await mediaTag(bed.otherAccountId);
    const send = (mediaCodes: string[], tagCodes: string[], headers = bed.ownerAuth) =>
      ['PUT', '/api/media/multipletags', { mediaCodes, tagCodes, added: true }, headers] as const;
    await refusedUnchanged(404, ...send([mine, theirs], [tag]));
    await refusedUnchanged(404, ...send([mine], [theirTag]));
    await refusedUnchanged(400, ...send([mine], []));
    // The User role keeps a media library; limited to one media, it may not tag another.
    const shown = await mediaOf(bed.accountId);
    await bed.app.database.db
      .update(roles)
      .set({
        mediaFilter: { condition: { operator: 'AND', subNodes: [filterLeaf('Media', [shown])] } },
      })
      .where(and(eq(roles.accountId, bed.accountId), eq(roles.name, 'User')));
    try {
      await refusedUnchanged(404, ...send([shown, mine], [tag], bed.viewerAuth));
      expect((await bed.call(...send([shown], [tag], bed.viewerAuth))).statusCode).toBe(200);
    } finally {
      await bed.app.database.db
        .update(roles)
        .set({ mediaFilter: null })
        .where(and(eq(roles.accountId, bed.accountId), eq(roles.name, 'User')));
    }
  });
});

describe("a media tag's colour", () => {
  it('sets the colour and answers the tag with it', async () => {
    const tag = await mediaTag(bed.accountId);
    const answer = await bed.call('PUT', `/api/media/tags/${tag}/attribute`, {
      attributeName: 'Color',
      attributeValue: '#ff8800',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().tag).toMatchObject({
      tagCode: tag,
      tagAttribute: [{ attributeName: 'Color', attributeValue: '#ff8800' }],
    });
    const [row] = await bed.app.database.db.select().from(tags).where(eq(tags.tagCode, tag));
    expect(row?.color).toBe('#ff8800');
  });

  it("refuses a bad colour and another account's tag, changing nothing", async () => {
    const tag = await mediaTag(bed.accountId);
    const theirs = await mediaTag(bed.otherAccountId);
    await refusedUnchanged(400, 'PUT', `/api/media/tags/${tag}/attribute`, {
      attributeValue: 'orange',
    });
    await refusedUnchanged(404, 'PUT', `/api/media/tags/${theirs}/attribute`, {
      attributeValue: '#ff8800',
    });
  });
});
