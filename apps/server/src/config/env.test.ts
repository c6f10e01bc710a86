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
