import { checkFormModel } from '@marquee/domain';
import { checkTemplate } from '@marquee/domain/signs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signTemplates, signTemplateVersions } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount } from '../../test/identity-factories';
import { signInCustomer, signInSupport, type Headers } from '../../test/support-desks';
import { ensureQrCodeTemplates, saveTemplateVersion } from './index';
import { qrCodeTemplate } from './qr-code-template';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 180_000);
afterAll(() => app.close());

/** The account's templates named or coded as its QR code copy, with their versions. */
async function qrCopiesOf(accountId: string) {
  return app.database.db
    .select({
      templateCode: signTemplates.templateCode,
      name: signTemplates.name,
      version: signTemplateVersions.version,
    })
    .from(signTemplates)
    .innerJoin(signTemplateVersions, eq(signTemplateVersions.templateId, signTemplates.id))
    .where(
      and(
        eq(signTemplates.accountId, accountId),
        eq(signTemplateVersions.html, qrCodeTemplate.html),
      ),
    );
}

function listTemplates(headers: Headers) {
  return app.inject({ method: 'GET', url: '/api/htmltemplates', headers });
}

describe('the QR code template', () => {
  it('passes the checks every saved template passes', () => {
    expect(checkFormModel(qrCodeTemplate.formModel)).toEqual([]);
    expect(checkTemplate(qrCodeTemplate.html, qrCodeTemplate.formModel, [])).toEqual([]);
  });

  it('gives every account lacking one a copy of its own, once, however support renamed it', async () => {
    const db = app.database.db;
    const first = await createCustomerAccount(db);
    const second = await createCustomerAccount(db);
    expect(await qrCopiesOf(first.account.id)).toEqual([]);
    await ensureQrCodeTemplates(db);
    const [copy] = await qrCopiesOf(first.account.id);
    expect(copy).toMatchObject({ name: 'QR code', version: 1 });
    expect(await qrCopiesOf(second.account.id)).toEqual([
      expect.objectContaining({ name: 'QR code', version: 1 }),
    ]);
    expect((await qrCopiesOf(second.account.id))[0]?.templateCode).not.toBe(copy?.templateCode);
    await db.transaction((tx) =>
      saveTemplateVersion(tx, {
        templateCode: copy!.templateCode,
        accountId: first.account.id,
        name: 'Scan for the menu',
        isFallback: false,
        html: qrCodeTemplate.html,
        formModel: qrCodeTemplate.formModel,
        assets: null,
        author: 'support',
      }),
    );
    await ensureQrCodeTemplates(db);
    await ensureQrCodeTemplates(db);
    expect(await qrCopiesOf(first.account.id)).toEqual([
      { templateCode: copy!.templateCode, name: 'Scan for the menu', version: 1 },
    ]);
    expect(await qrCopiesOf(second.account.id)).toHaveLength(1);
  });

  it('gives only the account named its copy when one is named', async () => {
    const db = app.database.db;
    const named = await createCustomerAccount(db);
    const other = await createCustomerAccount(db);
    await db.transaction((tx) => ensureQrCodeTemplates(tx, named.account.id));
    expect(await qrCopiesOf(named.account.id)).toHaveLength(1);
    expect(await qrCopiesOf(other.account.id)).toEqual([]);
  });

  it('comes with an account support creates, in the same transaction', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/support/api/accounts',
      headers: await signInSupport(app),
      payload: {
        AccountName: 'Harbour Cinema',
        OwnerEmail: `owner-${Date.now().toString(36)}@cinema.example.com`,
        OwnerFirstName: 'Ada',
        OwnerLastName: 'Owner',
      },
    });
    expect(answer.statusCode).toBe(201);
    const [account] = await app.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.accountCode, answer.json().client.clientCode));
    expect(await qrCopiesOf(account!.id)).toEqual([
      expect.objectContaining({ name: 'QR code', version: 1 }),
    ]);
  });

  it("is listed to its own account as the account's, never to another", async () => {
    const mine = await signInCustomer(app);
    const theirs = await signInCustomer(app);
    await ensureQrCodeTemplates(app.database.db);
    const [myCopy] = await qrCopiesOf(mine.account.id);
    const [theirCopy] = await qrCopiesOf(theirs.account.id);
    const answer = await listTemplates(mine.headers);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().htmlTemplates as { templateCode: string }[];
    expect(listed).toContainEqual(
      expect.objectContaining({
        templateCode: myCopy!.templateCode,
        templateName: 'QR code',
        isGlobal: false,
        orientations: qrCodeTemplate.formModel.orientations,
      }),
    );
    expect(listed.map((template) => template.templateCode)).not.toContain(theirCopy!.templateCode);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/media/signs/${theirCopy!.templateCode}`,
      headers: mine.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('makes signs whose documents show the link as a QR code in both orientations', async () => {
    const customer = await signInCustomer(app);
    await ensureQrCodeTemplates(app.database.db, customer.account.id);
    const [copy] = await qrCopiesOf(customer.account.id);
    const made = await app.inject({
      method: 'POST',
      url: '/api/media/signs',
      headers: customer.headers,
      payload: {
        templateCode: copy!.templateCode,
        displayName: 'Menu code',
        values: {
          headline: 'Our menu',
          text: 'Today’s dishes and prices',
          link: 'https://cafe.example/menu',
          caption: 'Scan with your phone',
          background: '#123c44',
        },
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const documents = made.json().documents as { orientation_name: string; documentUrl: string }[];
    expect(documents.map((document) => document.orientation_name)).toEqual([
      'Landscape',
      'Portrait',
    ]);
    for (const document of documents) {
      const html = (
        await app.inject({ method: 'GET', url: document.documentUrl, headers: customer.headers })
      ).body;
      expect(html).toMatch(
        /<div class="qr"><svg viewBox="0 0 33 33" [^>]*shape-rendering="crispEdges"[^>]*><path fill="#000" d="M4 4h7v1h-7z[^"]*"\/><\/svg><\/div><figcaption>Scan with your phone<\/figcaption>/,
      );
      expect(html).toContain('<h1>Our menu</h1>');
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('refuses a sign without a link or with one over 200 characters, naming the field', async () => {
    const customer = await signInCustomer(app);
    await ensureQrCodeTemplates(app.database.db, customer.account.id);
    const [copy] = await qrCopiesOf(customer.account.id);
    for (const values of [{ headline: 'Menu' }, { headline: 'Menu', link: 'x'.repeat(201) }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/media/signs',
        headers: customer.headers,
        payload: { templateCode: copy!.templateCode, displayName: 'No link', values },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success.message).toMatch(/^values\.link: /);
    }
  });
});
