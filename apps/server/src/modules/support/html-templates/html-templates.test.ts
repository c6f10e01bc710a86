import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/test-zips';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { createCustomerAccount } from '../../../test/identity-factories';
import { multipart } from '../../../test/multipart-body';
import {
  signInCustomer,
  signInSupport,
  signInSupportReaching,
  type Headers,
} from '../../../test/support-desks';
import { checkFormModel } from '@marquee/domain';
import { checkTemplate } from '@marquee/domain/signs';
import { builtInTemplates } from '../../sign-templates';

let app: FastifyInstance;
let support: Headers;
let desk: Headers;
let reached: Awaited<ReturnType<typeof createCustomerAccount>>;
let unreached: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-html-templates-'));
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  const db = app.database.db;
  reached = await createCustomerAccount(db);
  unreached = await createCustomerAccount(db);
  support = await signInSupport(app);
  desk = await signInSupportReaching(app, [reached.account.accountCode]);
}, 180_000);
afterAll(() => app.close());

const orientations = [
  { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
];
const formModel = {
  orientations,
  fields: [
    { fieldName: 'headline', type: 'textarea', label: 'Headline', required: true },
    { fieldName: 'colour', type: 'colorPicker', label: 'Colour' },
  ],
};
const html = '<h1 style="color: {{colour}}">{{headline}}</h1>';
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a picture'),
]);

function save(body: Record<string, unknown>, headers: Headers = support) {
  return app.inject({ method: 'POST', url: '/support/api/htmltemplates', headers, payload: body });
}
function list(query: string, headers: Headers = support) {
  return app.inject({ method: 'GET', url: `/support/api/htmltemplates${query}`, headers });
}
const clientTemplate = (extra: Record<string, unknown> = {}) => ({
  templateName: `Offer ${Math.random()}`,
  clientCode: reached.account.accountCode,
  html,
  formModel,
  ...extra,
});

/** A zip of the given files, whose directory may claim a size other than the true one. */
const zipOfFiles = (entries: { name: string; bytes: Buffer; declaredSize?: number }[]) =>
  zipOf(entries.map(({ name, bytes, declaredSize }) => ({ name, head: bytes, declaredSize })));

function uploadPackage(zip: Buffer, query: string, headers: Headers = support) {
  const body = multipart([{ fileName: 'package.zip', bytes: zip }]);
  return app.inject({
    method: 'POST',
    url: `/support/api/htmltemplates/package${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('saving templates', () => {
  it('creates a template, versions changed content and keeps the same content as it is', async () => {
    const first = await save(
      clientTemplate({ assets: [{ fileName: 'logo.png', contentBase64: png.toString('base64') }] }),
    );
    expect(first.statusCode).toBe(200);
    const created = first.json();
    expect(created.versionAdded).toBe(true);
    expect(created.htmlTemplate).toMatchObject({
      clientCode: reached.account.accountCode,
      version: 1,
      orientations,
      assets: [{ fileName: 'logo.png', contentType: 'image/png', sizeBytes: png.length }],
    });
    const code = created.htmlTemplate.templateCode as string;
    const again = await save(clientTemplate({ templateCode: code, templateName: 'Renamed' }));
    expect(again.json()).toMatchObject({
      versionAdded: false,
      htmlTemplate: { version: 1, templateName: 'Renamed', assets: [{ fileName: 'logo.png' }] },
    });
    const changed = await save(clientTemplate({ templateCode: code, html: `${html}<p>new</p>` }));
    expect(changed.json()).toMatchObject({ versionAdded: true, htmlTemplate: { version: 2 } });
    const one = await list(`?templateCode=${code}`);
    expect(one.json().htmlTemplates).toEqual([
      expect.objectContaining({
        templateCode: code,
        version: 2,
        html: `${html}<p>new</p>`,
        formModel,
      }),
    ]);
  });

  it.each([
    [
      { formModel: { orientations, fields: [{ fieldName: 'a', type: 'marquee', label: 'A' }] } },
      'formModel.fields[0].type',
    ],
    [
      {
        formModel: {
          orientations,
          fields: [
            ...formModel.fields,
            { fieldName: 'headline', type: 'textarea', label: 'Again' },
          ],
        },
      },
      'formModel.fields[2].fieldName: headline is used by another field',
    ],
    [{ html: '<p>{{price}}</p>' }, 'html: {{price}} names no field'],
    [{ html: '<p>{{headline}}</p><script>alert(1)</script>' }, 'html: <script> is not allowed'],
    [
      { html: '<img src=x oNeRrOr=alert(1)>{{headline}}' },
      'html: the onerror attribute is not allowed',
    ],
    [{ html: '<a href="&#106;avascript:alert(1)">{{headline}}</a>' }, 'script address'],
    [
      { html: '<p style="background:url(https://evil.example/a.png)">{{headline}}</p>' },
      'external addresses',
    ],
    [
      { html: '<img src="assets/missing.png">' },
      "assets/missing.png is not among the template's assets",
    ],
    [{ templateName: '' }, 'templateName'],
  ])('refuses bad content, naming the field (%#)', async (change, message) => {
    const answer = await save(clientTemplate(change));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain(message);
  });

  it('takes fonts and raster images by their bytes: 415 for anything else, 413 over 10 MB', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const named = await save(
      clientTemplate({ assets: [{ fileName: 'logo.png', contentBase64: svg.toString('base64') }] }),
    );
    expect(named.statusCode).toBe(415);
    expect(named.json().success.message).toContain('assets[0]');
    const font = await save(
      clientTemplate({
        assets: [
          {
            fileName: 'brand.woff2',
            contentBase64: Buffer.from('wOF2 font bytes').toString('base64'),
          },
        ],
      }),
    );
    expect(font.json().htmlTemplate.assets).toEqual([
      { fileName: 'brand.woff2', contentType: 'font/woff2', sizeBytes: 15 },
    ]);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const zip = await zipOfFiles([
      { name: 'index.html', bytes: Buffer.from(html) },
      { name: 'form.json', bytes: Buffer.from(JSON.stringify(formModel)) },
      { name: 'assets/big.png', bytes: big },
    ]);
    const tooLarge = await uploadPackage(
      zip,
      `?templateName=Big&clientCode=${reached.account.accountCode}`,
    );
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses a package that unpacks past its bounds, or lies about its size, before inflating it', async () => {
    const bomb = await zipOfFiles([
      { name: 'index.html', bytes: Buffer.from(html) },
      { name: 'form.json', bytes: Buffer.from(JSON.stringify(formModel)) },
      { name: 'assets/zeros.png', bytes: Buffer.alloc(64 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const answer = await uploadPackage(
      bomb,
      `?templateName=Bomb&clientCode=${reached.account.accountCode}`,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json().success.message).toContain('unpack to at most');
    const liar = await zipOfFiles([
      { name: 'index.html', bytes: Buffer.from(html) },
      { name: 'form.json', bytes: Buffer.from(JSON.stringify(formModel)) },
      { name: 'assets/zeros.png', bytes: Buffer.alloc(64 * 1024 * 1024), declaredSize: 1000 },
    ]);
    const lied = await uploadPackage(
      liar,
      `?templateName=Liar&clientCode=${reached.account.accountCode}`,
    );
    expect(lied.statusCode).toBe(400);
    expect(lied.json().success.message).toContain('does not unpack to the 1000 bytes');
  });

  it('downloads a package that uploads back as the same content', async () => {
    const saved = (
      await save(
        clientTemplate({
          assets: [{ fileName: 'logo.png', contentBase64: png.toString('base64') }],
          html: `${html}<img src="assets/logo.png">`,
        }),
      )
    ).json();
    const code = saved.htmlTemplate.templateCode as string;
    const download = await app.inject({
      method: 'GET',
      url: `/support/api/htmltemplates/package?templateCode=${code}`,
      headers: support,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${code}.zip"`);
    const again = await uploadPackage(
      download.rawPayload,
      `?templateCode=${code}&templateName=Back&clientCode=${reached.account.accountCode}`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      versionAdded: false,
      htmlTemplate: { version: 1, templateName: 'Back' },
    });
    const edited = await zipOfFiles([
      { name: 'index.html', bytes: Buffer.from(`${html}<img src="assets/logo.png"><p>more</p>`) },
      { name: 'form.json', bytes: Buffer.from(JSON.stringify(formModel)) },
      { name: 'assets/logo.png', bytes: png },
    ]);
    const versioned = await uploadPackage(
      edited,
      `?templateCode=${code}&templateName=Back&clientCode=${reached.account.accountCode}`,
    );
    expect(versioned.json()).toMatchObject({ versionAdded: true, htmlTemplate: { version: 2 } });
    const badForm = await zipOfFiles([
      { name: 'index.html', bytes: Buffer.from(html) },
      {
        name: 'form.json',
        bytes: Buffer.from(
          JSON.stringify({ orientations, fields: [{ fieldName: 'x', type: 'nope', label: 'X' }] }),
        ),
      },
    ]);
    const refused = await uploadPackage(
      badForm,
      `?templateName=Bad&clientCode=${reached.account.accountCode}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success.message).toMatch(/^formModel\.fields\[0\]\.type/);
  });
});

describe('reach', () => {
  it('keeps a desk limited to one client from other clients and from global templates', async () => {
    const other = (await save(clientTemplate({ clientCode: unreached.account.accountCode }))).json()
      .htmlTemplate.templateCode as string;
    const global = (await save(clientTemplate({ clientCode: undefined }))).json().htmlTemplate
      .templateCode as string;
    const own = (await save(clientTemplate(), desk)).json().htmlTemplate.templateCode as string;
    const seen = (await list('', desk))
      .json()
      .htmlTemplates.map((t: { templateCode: string }) => t.templateCode);
    expect(seen).toContain(own);
    expect(seen).not.toContain(other);
    expect(seen).not.toContain(global);
    expect(seen).not.toContain('builtin-welcome');
    expect((await list(`?clientCode=${unreached.account.accountCode}`, desk)).statusCode).toBe(404);
    expect((await list(`?templateCode=${other}`, desk)).json().htmlTemplates).toEqual([]);
    expect((await save(clientTemplate({ clientCode: undefined }), desk)).statusCode).toBe(403);
    expect(
      (await save(clientTemplate({ clientCode: unreached.account.accountCode }), desk)).statusCode,
    ).toBe(404);
    expect((await save(clientTemplate({ templateCode: other }), desk)).statusCode).toBe(404);
    expect((await save(clientTemplate({ templateCode: global }), desk)).statusCode).toBe(404);
    const download = await app.inject({
      method: 'GET',
      url: `/support/api/htmltemplates/package?templateCode=${other}`,
      headers: desk,
    });
    expect(download.statusCode).toBe(404);
    const all = (await list(''))
      .json()
      .htmlTemplates.map((t: { templateCode: string }) => t.templateCode);
    expect(all).toEqual(expect.arrayContaining([own, other, global, 'builtin-welcome']));
    const forClient = (await list(`?clientCode=${reached.account.accountCode}`))
      .json()
      .htmlTemplates.map((t: { templateCode: string }) => t.templateCode);
    expect(forClient).toEqual(expect.arrayContaining([own, global]));
    expect(forClient).not.toContain(other);
  });

  it("lists a customer the global templates and its own, never another client's", async () => {
    const customer = await signInCustomer(app);
    const mine = (await save(clientTemplate({ clientCode: customer.account.accountCode }))).json()
      .htmlTemplate.templateCode as string;
    const other = (await save(clientTemplate({ clientCode: unreached.account.accountCode }))).json()
      .htmlTemplate.templateCode as string;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/htmltemplates',
      headers: customer.headers,
    });
    expect(answer.statusCode).toBe(200);
    const templates = answer.json().htmlTemplates as {
      templateCode: string;
      isGlobal: boolean;
      isFallbackTemplate: boolean;
    }[];
    const codes = templates.map((t) => t.templateCode);
    expect(codes).toContain(mine);
    expect(codes).not.toContain(other);
    expect(templates.find((t) => t.templateCode === 'builtin-welcome')).toMatchObject({
      isGlobal: true,
      isFallbackTemplate: true,
    });
    expect(codes).toEqual(expect.arrayContaining(builtInTemplates.map((t) => t.templateCode)));
  });
});

describe("a template's files for the preview", () => {
  const asset = (code: string, version: number, fileName: string, headers: Headers = support) =>
    app.inject({
      method: 'GET',
      url: `/support/api/htmltemplates/${code}/${version}/assets/${fileName}`,
      headers,
    });
  const withLogo = async (clientCode?: string) =>
    (
      await save(
        clientTemplate({
          clientCode,
          html: `${html}<img src="assets/logo.png">`,
          assets: [{ fileName: 'logo.png', contentBase64: png.toString('base64') }],
        }),
      )
    ).json().htmlTemplate.templateCode as string;

  it("serves a version's file as the customer route does: its type, nosniff, cached for good", async () => {
    const code = await withLogo(reached.account.accountCode);
    const answer = await asset(code, 1, 'logo.png', desk);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(png)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
    });
  });

  it("answers 404 for another client's template, and for a global one out of a desk's reach", async () => {
    const other = await withLogo(unreached.account.accountCode);
    const global = await withLogo();
    expect((await asset(other, 1, 'logo.png', desk)).statusCode).toBe(404);
    expect((await asset(global, 1, 'logo.png', desk)).statusCode).toBe(404);
    expect((await asset(other, 1, 'logo.png')).statusCode).toBe(200);
    expect((await asset(global, 1, 'logo.png')).statusCode).toBe(200);
  });

  it('answers 404 for a file or version the template does not have, 400 for a name no file has', async () => {
    const code = await withLogo(reached.account.accountCode);
    expect((await asset(code, 1, 'other.png')).statusCode).toBe(404);
    expect((await asset(code, 2, 'logo.png')).statusCode).toBe(404);
    expect((await asset('no-such-template', 1, 'logo.png')).statusCode).toBe(404);
    for (const name of ['..%2Flogo.png', '%2E%2E', 'a..png', '.hidden', '%2Fetc%2Fpasswd'])
      expect([400, 404]).toContain((await asset(code, 1, name)).statusCode);
    expect((await asset(code, 1, '..%2Flogo.png')).statusCode).toBe(400);
    expect((await asset(code, 1, 'logo.png', (await signInCustomer(app)).headers)).statusCode).toBe(
      403,
    );
  });
});

describe('built-in templates', () => {
  it('pass the checks every saved template passes', () => {
    for (const template of builtInTemplates) {
      expect(checkFormModel(template.formModel)).toEqual([]);
      expect(checkTemplate(template.html, template.formModel, [])).toEqual([]);
    }
  });
});
