import { describe, expect, it } from 'vitest';
import { chooseLogFormat } from './log-format';

describe('chooseLogFormat', () => {
  it('writes readable lines to a terminal in development', () => {
    expect(chooseLogFormat({ isTTY: true }, 'development')).toBe('lines');
  });

  it('keeps JSON when the output is a pipe or a file', () => {
    expect(chooseLogFormat({ isTTY: false }, 'development')).toBe('json');
    expect(chooseLogFormat({}, 'development')).toBe('json');
  });

  it('keeps JSON in production, even on a terminal', () => {
    expect(chooseLogFormat({ isTTY: true }, 'production')).toBe('json');
  });
});
