import { describe, expect, it } from 'vitest';
import { createPlayerFormat } from '../../test/factories';
import { useScreensTestApp } from '../../test/screens-test-app';

const bed = useScreensTestApp();

describe('the aspects a screen filter offers', () => {
  it("answers the account's formats by code and name, and none of another account's", async () => {
    const db = bed.app.database.db;
    const { format: mine } = await createPlayerFormat(db, bed.accountId);
    const { format: theirs } = await createPlayerFormat(db, bed.otherAccountId);
    const answer = await bed.call('GET', '/api/aspects');
    expect(answer.statusCode).toBe(200);
    const { aspects } = answer.json<{ aspects: Array<{ code: string; name: string }> }>();
    expect(aspects).toContainEqual({ code: mine.playerFormatCode, name: mine.name });
    expect(aspects.map((aspect) => aspect.code)).not.toContain(theirs.playerFormatCode);
    const viewed = await bed.call('GET', '/api/aspects', undefined, bed.viewerAuth);
    expect(viewed.json().aspects).toEqual(aspects);
  });

  it('answers 401 without a sign-in', async () => {
    const answer = await bed.app.inject({ method: 'GET', url: '/api/aspects' });
    expect(answer.statusCode).toBe(401);
  });
});
