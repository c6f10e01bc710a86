import { describe, expect, it } from 'vitest';
import { mayRedirectToSignIn } from './open-paths';
import { customerRenewalIntervalMs, renewalDelayMs } from './renewal-policy';

describe('silent renewal', () => {
  it('renews the customer app every 60 seconds', () => {
    expect(customerRenewalIntervalMs).toBe(60_000);
    expect(renewalDelayMs('player', 900)).toBe(60_000);
  });

  it('renews the console at ceil(0.75 × lifetime)', () => {
    expect(renewalDelayMs('support', 900)).toBe(675_000);
    expect(renewalDelayMs('support', 901)).toBe(676_000);
  });
});

describe('sign-in redirect', () => {
  it('never sends password and confirmation addresses to the identity server', () => {
    expect(mayRedirectToSignIn('/passwordForgot')).toBe(false);
    expect(mayRedirectToSignIn('/userEmailConfirmation?token=x')).toBe(false);
    expect(mayRedirectToSignIn('/screens')).toBe(true);
  });
});
