import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env';

describe('configuration', () => {
  it('defaults to port 8080, ./data and the embedded database', () => {
    expect(parseConfig({})).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });
});

describe('the demo and the first administrator', () => {
  it('seeds the demo by default in development only', () => {
    expect(parseConfig({}).seedDemo).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(
      parseConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', SEED_PASSWORD: 'demo-pass-1' })
        .seedDemo,
    ).toBe(true);
  });

  it('refuses a production demo without SEED_PASSWORD, so no made-up password reaches its log', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_PASSWORD: required when SEED_DEMO is on in production/,
    );
  });

  it('takes ADMIN_EMAIL as a lower-case address and refuses anything else', () => {
    expect(parseConfig({ ADMIN_EMAIL: ' Ops@Example.com ' }).adminEmail).toBe('ops@example.com');
    expect(parseConfig({}).adminEmail).toBeUndefined();
    expect(() => parseConfig({ ADMIN_EMAIL: 'not an address' })).toThrow(/ADMIN_EMAIL/);
  });
});
