import type { AppConfiguration } from '@/lib/configuration';

/** Customer app: renew when the shell opens and then every 60 seconds (spec 001 section 9). */
export const customerRenewalIntervalMs = 60_000;

/**
 * Delay before the next silent renewal. The console renews at three quarters of
 * the token's lifetime, `ceil(0.75 × lifetime)` seconds (spec 000 section 9).
 */
export function renewalDelayMs(configuration: AppConfiguration, lifetimeSeconds: number): number {
  if (configuration === 'player') return customerRenewalIntervalMs;
  return Math.ceil(0.75 * Math.max(lifetimeSeconds, 0)) * 1000;
}
