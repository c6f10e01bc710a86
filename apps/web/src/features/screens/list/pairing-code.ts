import { pairingCodeSchema } from '@marquee/contracts';

/** The length of the code a waiting screen shows. */
export const pairingCodeLength = 6;

/**
 * The code as typed, made the way the screen shows it: upper case, without the spaces or dashes
 * people add when they read a code off a screen in two halves.
 */
export function normalisePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').slice(0, pairingCodeLength);
}

/** Whether the code could be one a screen shows (its alphabet leaves out 0, O, 1 and I). */
export function isPairingCode(code: string): boolean {
  return pairingCodeSchema.safeParse(code).success;
}
