import { beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from '../../../test/factories';
import { snapshotTables } from '../../../test/table-snapshot';
import { signInCustomer, signInSupportReaching } from '../../../test/support-desks';
import { useSupportTestApp } from '../../../test/support-test-app';

const bed = useSupportTestApp();
let playerCode: string;

const accountUrl = () => `/support/api/comments/${bed.customer.account.accountCode}`;
const playerUrl = () => `${accountUrl()}/${playerCode}`;
const post = (url: string, commentContent: unknown, headers = bed.support) =>
  bed.app.inject({ method: 'POST', url, headers, payload: { commentContent } });
const texts = (answer: { json: () => { comments: Array<{ commentContent: string }> } }) =>
  answer.json().comments.map((comment) => comment.commentContent);

beforeAll(async () => {
  playerCode = (await createPlayer(bed.app.database.db, bed.customer.account.id)).playerCode;
});

describe('comments on players and accounts', () => {
  it('lists the latest 2 by default, newest first, with author and time', async () => {
    for (const text of ['first', 'second', 'third']) {
      expect((await post(playerUrl(), text)).statusCode).toBe(201);
    }
    const latest = await bed.app.inject({ method: 'GET', url: playerUrl(), headers: bed.support });
    expect(latest.statusCode).toBe(200);
    expect(texts(latest)).toEqual(['third', 'second']);
    expect(latest.json().comments[0]).toMatchObject({
      author: expect.stringMatching(/./),
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const all = await bed.app.inject({
      method: 'GET',
      url: `${playerUrl()}?numberToRetrieve=10`,
      headers: bed.support,
    });
    expect(texts(all)).toEqual(['third', 'second', 'first']);
  });

  it("keeps an account's own comments apart from its players'", async () => {
    const added = await post(accountUrl(), 'Called the shop');
    expect(added.json().comment.commentContent).toBe('Called the shop');
    const listed = await bed.app.inject({ method: 'GET', url: accountUrl(), headers: bed.support });
    expect(texts(listed)).toEqual(['Called the shop']);
  });

  it('refuses an empty comment and a bad count with 400 naming the field', async () => {
    const empty = await post(playerUrl(), '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success.message).toContain('commentContent');
    const count = await bed.app.inject({
      method: 'GET',
      url: `${playerUrl()}?numberToRetrieve=0`,
      headers: bed.support,
    });
    expect(count.statusCode).toBe(400);
    expect(count.json().success.message).toContain('numberToRetrieve');
  });

  it("answers 404 outside the caller's reach and for another account's player, adding nothing", async () => {
    const desk = await signInSupportReaching(bed.app, ['someone-else']);
    const stranger = await signInCustomer(bed.app);
    const before = await snapshotTables(bed.app);
    expect((await post(playerUrl(), 'x', desk)).statusCode).toBe(404);
    expect((await post(accountUrl(), 'x', desk)).statusCode).toBe(404);
    const crossed = `/support/api/comments/${stranger.account.accountCode}/${playerCode}`;
    expect((await post(crossed, 'x')).statusCode).toBe(404);
    expect(await snapshotTables(bed.app)).toBe(before);
  });

  it('is not for customers', async () => {
    expect((await post(accountUrl(), 'x', bed.customer.headers)).statusCode).toBe(403);
  });
});
