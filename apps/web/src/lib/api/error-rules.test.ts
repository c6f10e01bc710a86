import { describe, expect, it } from 'vitest';
import { failureActionFor, failureMessage, rejectedMessage } from './error-rules';

describe('failure rules', () => {
  it('signs in again on 401, toasts 400/403/500 and only logs the rest', () => {
    expect(failureActionFor(401)).toBe('signIn');
    expect([400, 403, 500].map(failureActionFor)).toEqual(['toast', 'toast', 'toast']);
    expect([404, 409, 502].map(failureActionFor)).toEqual(['log', 'log', 'log']);
  });

  it('takes success.message, then body text, then the transport message', () => {
    const transport = 'Request failed with status code 500';
    expect(failureMessage('{"success":{"ok":false,"message":"Name is required"}}', transport)).toBe(
      'Name is required',
    );
    expect(failureMessage('Upstream exploded', transport)).toBe('Upstream exploded');
    expect(failureMessage('{"error":"x"}', transport)).toBe(transport);
    expect(failureMessage('', transport)).toBe(transport);
  });

  it('uses the generic text when success.ok false carries no message', () => {
    expect(rejectedMessage({ success: { ok: false } }, 'Something went wrong')).toBe(
      'Something went wrong',
    );
    expect(rejectedMessage({ success: { ok: false, message: 'Locked' } }, 'x')).toBe('Locked');
  });
});
