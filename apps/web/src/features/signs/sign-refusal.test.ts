import { describe, expect, it } from 'vitest';
import { placeSignRefusal, standingErrors } from './sign-refusal';

describe('placeSignRefusal', () => {
  it('puts each problem at the value path the server names, fieldset copies included', () => {
    expect(
      placeSignRefusal(
        'values.headline: Missing required field: Headline; values.rows[1].line: must be at most 40 characters',
      ),
    ).toEqual({
      fields: {
        'values.headline': 'Missing required field: Headline',
        'values.rows[1].line': 'must be at most 40 characters',
      },
      other: [],
    });
  });

  it("gives the name's problem to the name and keeps what names no field for the top", () => {
    expect(
      placeSignRefusal(
        'displayName: Too small: expected string to have >=1 characters; templateCode: no such template',
      ),
    ).toEqual({
      fields: {},
      name: 'Too small: expected string to have >=1 characters',
      other: ['templateCode: no such template'],
    });
  });
});

describe('standingErrors', () => {
  it('keeps the errors of values still as sent and lets go of those changed since', () => {
    const errors = {
      'values.headline': 'Missing required field: Headline',
      'values.rows[1].line': 'must be at most 40 characters',
    };
    const sent = { headline: null, rows: [{ line: 'a' }, { line: 'x'.repeat(41) }] };
    expect(standingErrors(errors, sent, { ...sent, headline: 'Soup' })).toEqual({
      'values.rows[1].line': 'must be at most 40 characters',
    });
    expect(
      standingErrors(errors, sent, { headline: null, rows: [{ line: 'a' }, { line: 'ok' }] }),
    ).toEqual({
      'values.headline': 'Missing required field: Headline',
    });
  });
});
