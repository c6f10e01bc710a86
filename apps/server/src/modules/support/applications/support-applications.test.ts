import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { buildTestApp, testDatabaseLocation } from '../../../test/build-test-app';
import { createPlayer } from '../../../test/factories';
import {
  signInCustomer,
  signInSupport,
  signInSupportReaching,
  type Headers,
} from '../../../test/support-desks';

let app: FastifyInstance;
let support: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  support = await signInSupport(app);
});
afterAll(() => app.close());

function call(
  on: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
) {
  return on.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const applications = '/support/api/applications';
const me = '/api/users/signedInUser';

function switchApplication(accountCode: string, applicationCode: string, isEnabled: boolean) {
  return call(app, 'PUT', applications, support, { accountCode, applicationCode, isEnabled });
}

function setFlags(accountCode: string, flags: Record<string, boolean>) {
  return call(app, 'PUT', `${applications}/featureFlags`, support, { accountCode, flags });
}

/** Calls twice, so the second answer comes from what the process kept of the token. */
async function keptUser(on: FastifyInstance, headers: Headers) {
  expect((await call(on, 'GET', me, headers)).statusCode).toBe(200);
  return (await call(on, 'GET', me, headers)).json().user;
}

describe('listing applications', () => {
  it('answers every application on and every flag on for an account nobody changed', async () => {
    const { account } = await signInCustomer(app);
    const answer = await call(
      app,
      'GET',
      `${applications}?accountCode=${account.accountCode}`,
      support,
    );
    expect(answer.statusCode).toBe(200);
    const { statuses, featureFlags } = answer.json();
    expect(statuses).toHaveLength(8);
    expect(statuses[0]).toEqual({
      applicationCode: 'Campaigns',
      applicationName: 'Campaigns',
      isEnabled: true,
      accountCode: account.accountCode,
    });
    expect(Object.values(featureFlags)).toEqual([true, true, true, true, true]);
    const searched = await call(
      app,
      'GET',
      `${applications}?accountCode=${account.accountCode}&searchText=social`,
      support,
    );
    expect(
      searched.json().statuses.map((s: { applicationCode: string }) => s.applicationCode),
    ).toEqual(['SocialChannels']);
  });

  it("answers 404 for a client beyond a support user's reach and 403 to a customer token", async () => {
    const { account, headers } = await signInCustomer(app);
    const other = await signInCustomer(app);
    const limited = await signInSupportReaching(app, [other.account.accountCode]);
    const query = `${applications}?accountCode=${account.accountCode}`;
    expect((await call(app, 'GET', query, limited)).statusCode).toBe(404);
    const body = {
      accountCode: account.accountCode,
      applicationCode: 'Triggers',
      isEnabled: false,
    };
    expect((await call(app, 'PUT', applications, limited, body)).statusCode).toBe(404);
    expect((await call(app, 'GET', query, headers)).statusCode).toBe(403);
    expect((await call(app, 'PUT', applications, headers, body)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for an application it does not know, changing nothing', async () => {
    const { account } = await signInCustomer(app);
    const answer = await switchApplication(account.accountCode, 'Spreadsheets', false);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toMatch(/applicationCode/);
    const unknownFlag = await setFlags(account.accountCode, { darkMode: false });
    expect(unknownFlag.statusCode).toBe(400);
  });
});

describe('an application switched off', () => {
  it("reads Disabled for its components from the account users' next request, and back", async () => {
    const { account, headers } = await signInCustomer(app);
    expect((await keptUser(app, headers)).authorisation).toMatchObject({
      CampaignBuilder: 'AddAndEdit',
      ContentType: 'Enabled',
    });
    const answer = await switchApplication(account.accountCode, 'Campaigns', false);
    expect(answer.json().status).toMatchObject({ applicationCode: 'Campaigns', isEnabled: false });
    const user = (await call(app, 'GET', me, headers)).json().user;
    expect(user.authorisation).toMatchObject({
      CampaignBuilder: 'Disabled',
      PlayerClusters: 'Disabled',
      Broadcast: 'AddAndEdit',
    });
    await switchApplication(account.accountCode, 'Campaigns', true);
    expect((await call(app, 'GET', me, headers)).json().user.authorisation).toMatchObject({
      CampaignBuilder: 'AddAndEdit',
    });
    const audited = await app.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'setApplicationStatus')));
    expect(audited.map((row) => row.details)).toEqual(
      expect.arrayContaining([{ applicationCode: 'Campaigns', before: true, after: false }]),
    );
  });

  it('answers 403 to its calls for users and support access alike, before reading input', async () => {
    const { account, headers } = await signInCustomer(app);
    const token = await call(
      app,
      'GET',
      `/support/api/accounts/${account.accountCode}/getSupportUserAccessToken`,
      support,
    );
    const supportAccess = { authorization: `Bearer ${token.json().accessToken}` };
    await keptUser(app, supportAccess);
    await switchApplication(account.accountCode, 'Unsplash', false);
    for (const caller of [headers, supportAccess]) {
      const refused = await call(app, 'POST', '/api/externalmedia/Unsplash/not%20an%20id', caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().success.message).toBe(
        'The application Unsplash is not enabled for this account.',
      );
    }
  });
});

describe('feature flags', () => {
  it('reach the signed-in user; releasePlayer off refuses a release with 403', async () => {
    const { account, headers } = await signInCustomer(app);
    const player = await createPlayer(app.database.db, account.id);
    expect((await keptUser(app, headers)).featureFlags.releasePlayer).toBe(true);
    const answer = await setFlags(account.accountCode, { releasePlayer: false });
    expect(answer.json().featureFlags).toMatchObject({ releasePlayer: false, enableAuth: true });
    expect((await call(app, 'GET', me, headers)).json().user.featureFlags).toMatchObject({
      releasePlayer: false,
      allowAllFormatsInPlaylist: true,
    });
    const release = await call(app, 'POST', `/api/players/${player.playerCode}/release`, headers);
    expect(release.statusCode).toBe(403);
    const kept = await setFlags(account.accountCode, { enableAuth: false });
    expect(kept.json().featureFlags).toMatchObject({ releasePlayer: false, enableAuth: false });
  });

  it('enableAuth off refuses new support tokens and those handed out before', async () => {
    const { account } = await signInCustomer(app);
    const tokenUrl = `/support/api/accounts/${account.accountCode}/getSupportUserAccessToken`;
    const token = await call(app, 'GET', tokenUrl, support);
    const supportAccess = { authorization: `Bearer ${token.json().accessToken}` };
    await keptUser(app, supportAccess);
    await setFlags(account.accountCode, { enableAuth: false });
    expect((await call(app, 'GET', me, supportAccess)).statusCode).toBe(401);
    const refused = await call(app, 'GET', tokenUrl, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success.message).toBe('Support access is turned off for this account.');
  });
});

describe.runIf(testDatabaseLocation().engine === 'postgres')('two servers on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildTestApp();
  });
  afterAll(() => second.close());

  it('answers 403 in one from the next request after the other switched an application off', async () => {
    const { account, headers } = await signInCustomer(app);
    await keptUser(second, headers);
    expect((await keptUser(second, headers)).featureFlags.releasePlayer).toBe(true);
    await switchApplication(account.accountCode, 'Unsplash', false);
    await setFlags(account.accountCode, { releasePlayer: false });
    const refused = await call(second, 'POST', '/api/externalmedia/Unsplash/abc', headers);
    expect(refused.statusCode).toBe(403);
    expect((await call(second, 'GET', me, headers)).json().user.featureFlags.releasePlayer).toBe(
      false,
    );
  });
});
