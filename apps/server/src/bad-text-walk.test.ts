import type { CodeKind } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { rowMakers } from './test/code-kind-rows';
import { createCustomerAccount, createSupportUser, testPassword } from './test/identity-factories';
import {
  exampleOf,
  replaceAt,
  requestOf,
  servedOperations,
  textFields,
  type RequestPart,
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

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const account = await createCustomerAccount(db);
  const desk = await createSupportUser(db);
  auth.customer = bearer(await signIn(app, account.owner.email, testPassword));
  auth.support = bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
  for (const [kind, make] of Object.entries(rowMakers)) {
    codes[kind as CodeKind] = await make(db, { ...account.account, roleIds: account.roleIds });
  }
  operations = await servedOperations(app);
}, 180_000);
afterAll(() => app.close());

describe('a NUL in any text field of any call', () => {
  it('answers 400 naming the field on every operation of both documents, never 500', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const part of ['query', 'body'] as RequestPart[]) {
        for (const path of textFields(operation.parts[part])) {
          const request = Object.fromEntries(
            (['path', 'query', 'body'] as RequestPart[])
              .filter((each) => operation.parts[each])
              .map((each) => [
                each,
                exampleOf(operation.parts[each] ?? {}, (kind) => codes[kind] ?? 'someCode'),
              ]),
          );
          request[part] = replaceAt(request[part], path, 'a\u0000b');
          const response = await app.inject({
            ...requestOf(operation, request),
            headers: auth[operation.backend],
          });
          sent += 1;
          const field = path.filter((segment) => segment !== '[]').at(-1) ?? '';
          const named = response.statusCode === 400 && response.body.includes(field);
          if (!named)
            wrong.push(`${operation.id} ${part} ${path.join('.')}: ${response.statusCode}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
