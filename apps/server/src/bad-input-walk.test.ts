import type { CodeKind } from '@marquee/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from './app';
import {
  pairedScreen,
  pairWithNewPlayer,
  TestScreen,
  testStatus,
} from './modules/screen-gateway/screen-gateway-test-screen';
import { buildTestApp } from './test/build-test-app';
import { rowMakers } from './test/code-kind-rows';
import { createCustomerAccount, createSupportUser, testPassword } from './test/identity-factories';
import {
  exampleRequest,
  replaceAt,
  requestOf,
  requestParts,
  servedOperations,
  textFields,
  type WalkOperation,
} from './test/openapi-walk';
import { bearer, signIn } from './test/sign-in';

let app: FastifyInstance;
let operations: WalkOperation[] = [];
const auth: Record<WalkOperation['backend'], { authorization: string }> = {
  customer: { authorization: '' },
  support: { authorization: '' },
};
const codes: Partial<Record<CodeKind, string>> = {};
let unpaired: TestScreen;
let paired: TestScreen;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const account = await createCustomerAccount(db);
  const desk = await createSupportUser(db);
  auth.customer = bearer(await signIn(app, account.owner.email, testPassword));
  auth.support = bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
  for (const [kind, make] of Object.entries(rowMakers)) {
    codes[kind as CodeKind] = await make(db, {
      ...account.account,
      roleIds: account.roleIds,
      files: app.files,
    });
  }
  operations = await servedOperations(app);
  unpaired = await TestScreen.register(app);
  paired = await TestScreen.register(app);
  await pairWithNewPlayer(app, paired, account.account.id);
}, 180_000);
afterAll(() => app.close());

/** Texts no stored text may hold: a NUL and surrogate halves without their partner. */
const badTexts = ['a\u0000b', 'a\ud800b', 'a\udc00b'];

/** The same texts in an address, where a surrogate half can only come as its UTF-8 bytes. */
const badPathTexts = ['a%00b', 'a%ED%A0%80b', 'a%ED%B0%80b'];
const marker = 'BadTextGoesHere';

/** 20,000 arrays inside one another: far deeper than any call takes. */
const deepJson = '['.repeat(20_000) + ']'.repeat(20_000);

/** A JSON body just over the limit: one long text in an object. */
const oversizedJson = JSON.stringify({ Name: 'x'.repeat(bodyLimitBytes) });

/** What a walk found wrong: any answer of 500 or above. */
const serverErrors: string[] = [];

beforeEach(() => {
  serverErrors.length = 0;
});

async function send(label: string, request: InjectOptions) {
  const response = await app.inject(request);
  if (response.statusCode >= 500) serverErrors.push(`${label}: ${response.statusCode}`);
  return response;
}

/**
 * Each bad input, placed in one text field of one part, for every operation that has any. A
 * query or body field is checked before anything else runs, so its answer must name the field;
 * but a surrogate half cannot travel in a query (it is sent as U+FFFD), so only a NUL is named
 * there.
 */
function badFieldRequests(operation: WalkOperation) {
  const example = exampleRequest(operation, (kind) => codes[kind] ?? 'someCode');
  return requestParts.flatMap((part) =>
    textFields(operation.parts[part]).flatMap((path) =>
      badTexts.map((text, index) => {
        const label = `${operation.id} ${part} ${path.join('.')} ${JSON.stringify(text)}`;
        if (part !== 'path') {
          const parts = { ...example, [part]: replaceAt(example[part], path, text) };
          const field = path.filter((segment) => segment !== '[]').at(-1) ?? '';
          const arrives = part === 'body' || text.includes('\u0000');
          return {
            label,
            request: requestOf(operation, parts),
            field: arrives ? field : undefined,
          };
        }
        const parts = { ...example, path: replaceAt(example.path, path, marker) };
        const request = requestOf(operation, parts);
        return {
          label,
          request: { ...request, url: request.url.replace(marker, badPathTexts[index] ?? '') },
          field: undefined,
        };
      }),
    ),
  );
}

describe('bad input over every documented operation of both backends', () => {
  it('answers bad text in a query or body field 400 naming it, and in a path never 5xx', async () => {
    const unnamed: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const { label, request, field } of badFieldRequests(operation)) {
        const response = await send(label, { ...request, headers: auth[operation.backend] });
        sent += 1;
        const named = response.statusCode === 400 && response.body.includes(field ?? '');
        if (field !== undefined && !named) unnamed.push(`${label}: ${response.statusCode}`);
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(serverErrors).toEqual([]);
    expect(unnamed).toEqual([]);
  });

  it('never answers 5xx to a deeply nested, an oversized or a bad-text JSON body', async () => {
    for (const operation of operations) {
      const { url, method } = requestOf(
        operation,
        exampleRequest(operation, () => 'someCode'),
      );
      const headers = { ...auth[operation.backend], 'content-type': 'application/json' };
      for (const [kind, payload] of Object.entries({
        deep: deepJson,
        oversized: oversizedJson,
        nul: '{"a":"\\u0000"}',
        surrogate: '{"\\udc00":["\\ud800"]}',
      })) {
        await send(`${operation.id} ${kind} body`, { method, url, headers, payload });
      }
    }
    expect(serverErrors).toEqual([]);
  });
});

describe('bad input over every /screen-api route', () => {
  const commandId = '00000000-0000-4000-8000-000000000000';
  const routes: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string }> = [
    { method: 'POST', url: '/screen-api/registrations' },
    { method: 'GET', url: '/screen-api/session' },
    { method: 'POST', url: '/screen-api/heartbeat' },
    { method: 'POST', url: '/screen-api/plays' },
    { method: 'GET', url: '/screen-api/preview' },
    { method: 'POST', url: `/screen-api/commands/${commandId}/ack` },
    { method: 'GET', url: '/screen-api/manifest' },
    { method: 'PUT', url: `/screen-api/commands/${commandId}/screenshot` },
    { method: 'PUT', url: `/screen-api/commands/${commandId}/logs` },
  ];
  const badBodies = {
    deep: deepJson,
    oversized: oversizedJson,
    nulDeviceInfo: '{"deviceInfo":{"model":"a\\u0000b"}}',
    surrogateDeviceInfo: '{"deviceInfo":{"\\ud800":"x"}}',
    nulStatus: '{"status":{"a\\u0000":"\\udc00"}}',
    nulAck: '{"ok":true,"message":"a\\u0000b"}',
    nulPlays: `{"batchId":"${commandId}","plays":[{"playId":"a\\u0000b","mediaCode":"\\ud800"}]}`,
    surrogateAck: '{"ok":false,"message":"\\ud800"}',
  };

  it('never answers 5xx, for an unknown, a waiting and a paired screen', async () => {
    for (const screen of [undefined, unpaired, paired]) {
      const cookie = screen ? { cookie: screen.cookie } : {};
      for (const { method, url } of routes) {
        for (const [kind, payload] of Object.entries(badBodies)) {
          const headers = { ...cookie, 'content-type': 'application/json' };
          await send(`${method} ${url} ${kind}`, { method, url, headers, payload });
        }
        for (const text of badTexts) {
          const query = `?q=${badPathTexts[badTexts.indexOf(text)] ?? ''}`;
          await send(`${method} ${url} query ${JSON.stringify(text)}`, {
            method,
            url: url + query,
            headers: cookie,
          });
        }
      }
      for (const text of ['a%00b', '%ED%A0%80', 'a%C0b']) {
        await send(`ack path ${text}`, {
          method: 'POST',
          url: `/screen-api/commands/${text}/ack`,
          headers: { ...cookie, 'content-type': 'application/json' },
          payload: '{"ok":true}',
        });
      }
    }
    expect(serverErrors).toEqual([]);
  });

  it('answers a preview opened without a token 401 and with a bad one 404, never 5xx', async () => {
    const tokens = ['', ' ', 'a%00b', '%ED%A0%80', 'x'.repeat(8_000), paired.credential];
    for (const token of tokens) {
      const response = await send(`preview token ${token.slice(0, 12)}`, {
        method: 'GET',
        url: '/screen-api/preview',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token.slice(0, 12)).toBe(token.trim() ? 404 : 401);
    }
    expect(serverErrors).toEqual([]);
  });
});

describe('bad input over every message a screen sends on its socket', () => {
  it('answers each with an error frame and keeps the socket open', async () => {
    const { screen } = await pairedScreen(app);
    await screen.connect(app);
    await screen.next('settings');
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const messages = [
      ...badTexts.flatMap((text) => [
        { type: 'hello', credential: text },
        { type: 'heartbeat', status: { ...testStatus, userAgent: text } },
        { type: 'heartbeat', status: { ...testStatus, [text]: 'x' } },
        {
          type: 'ack',
          commandId: '00000000-0000-4000-8000-000000000000',
          ok: false,
          message: text,
        },
      ]),
      `{"type":"hello","credential":${nested(20_000)}}`,
      `{"type":"heartbeat","status":{"errors":${nested(20_000)}}}`,
      `{"type":"ack","message":${nested(20_000)}}`,
    ];
    for (const message of messages) {
      screen.send(message);
      expect((await screen.next('error')).message).toBeTruthy();
    }
    expect(screen.isClosed).toBe(false);
    await screen.disconnect();
  });
});
