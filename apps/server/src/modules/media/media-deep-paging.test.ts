import type { FastifyInstance } from 'fastify';
import { maxPageSize, maxSkipItems } from '@marquee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from '../../db/codes';
import { media } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

/** More media than skipping reaches (10,000): only the continuation token goes past them. */
const libraryMedia = 12_000;

let app: FastifyInstance;
let owner: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const { account, owner: ownerUser } = await createCustomerAccount(db);
  const names = Array.from(
    { length: libraryMedia },
    (_, index) => `Deep ${String(index).padStart(5, '0')}`,
  );
  for (let start = 0; start < names.length; start += 1000) {
    await db.insert(media).values(
      names.slice(start, start + 1000).map((displayName) => ({
        accountId: account.id,
        mediaCode: newCode(),
        displayName,
        mediaType: 'Photo' as const,
      })),
    );
  }
  owner = bearer(await signIn(app, ownerUser.email, testPassword));
}, 300_000);
afterAll(() => app.close());

describe('a library of 12,000 media', () => {
  const search = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/media/search', headers: owner, payload });
  const byName = { OrderBy: 'MediaName', Order: 'asc', MaxItemsInResult: maxPageSize };

  it('refuses to skip past 10,000 rows, pointing to the continuation token', async () => {
    const answer = await search({ ...byName, SkipItemsInResult: maxSkipItems + 1 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.ok).toBe(false);
  });

  it('pages through every media by continuation token, each once and in order', async () => {
    const names: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const answer = await search({ ...byName, ContinuationToken: token });
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json() as {
        Medias: Array<{ displayName: string }>;
        hasMore: boolean;
        continuationToken?: string;
      };
      names.push(...page.Medias.map((row) => row.displayName));
      token = page.hasMore ? page.continuationToken : undefined;
      if (page.hasMore) expect(token).toBeTruthy();
      pages += 1;
    } while (token);
    expect(pages).toBe(libraryMedia / maxPageSize);
    expect(names).toHaveLength(libraryMedia);
    expect(names.at(-1)).toBe(`Deep ${libraryMedia - 1}`);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(libraryMedia);
  }, 300_000);
});
