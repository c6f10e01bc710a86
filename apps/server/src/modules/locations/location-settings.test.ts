import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { signInCustomer } from '../../test/support-desks';

let app: FastifyInstance;
let headers: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  headers = (await signInCustomer(app)).headers;
}, 60_000);
afterAll(() => app.close());

const location = (settings?: object) => ({
  locationName: 'Harbour',
  address: { timeZoneId: 'Europe/Stockholm' },
  ...(settings ? { settings } : {}),
});

describe("a location's own settings", () => {
  it('are its level in the settings store: checked, kept when left out, replaced when sent', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/locations',
      headers,
      payload: location({ Volume: 5, LogLevel: null }),
    });
    expect(created.statusCode).toBe(201);
    const code = created.json().location.locationCode as string;
    expect(created.json().location.settings).toEqual({ Volume: 5, LogLevel: null });

    const refused = await app.inject({
      method: 'PUT',
      url: `/api/locations/${code}`,
      headers,
      payload: location({ ShowName: true }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success.message).toBe('settings.ShowName: is set by showNameInfo');

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/locations/${code}`,
      headers,
      payload: location(),
    });
    expect(renamed.json().location.settings).toEqual({ Volume: 5, LogLevel: null });
    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/locations/${code}`,
      headers,
      payload: location({ AlarmWebhookUrl: 'https://hooks.example.com/a' }),
    });
    expect(replaced.json().location.settings).toEqual({
      AlarmWebhookUrl: 'https://hooks.example.com/a',
    });
  });
});
