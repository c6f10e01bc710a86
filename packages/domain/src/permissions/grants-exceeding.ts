import type { PermissionLevel } from './permission-levels';
import { rankOf } from './permission-levels';

const locationLimited = new Set<PermissionLevel>([
  'ViewOnSameLocationOnly',
  'AddAndEditOnSameLocationOnly',
]);

/**
 * Whether holding `held` already allows everything `wanted` allows. A level counts by its rank;
 * a level limited to the user's own locations is narrower than the unlimited one of the same
 * rank, so it never covers an unlimited level (AddAndEditOnSameLocationOnly does not cover
 * ViewOnly everywhere).
 */
export function levelCovers(
  held: PermissionLevel | undefined,
  wanted: PermissionLevel | undefined,
): boolean {
  if (wanted === undefined || rankOf(wanted) === 0) return true;
  if (held === undefined || rankOf(held) < rankOf(wanted)) return false;
  return !locationLimited.has(held) || locationLimited.has(wanted);
}

/**
 * The codes (component or `component.subPart`) where `wanted` grants more than `held` does;
 * empty when `held` covers all of `wanted`. This is the one reading of "may this person hand
 * out, or act on someone holding, these rights".
 */
export function grantsExceeding(
  wanted: Readonly<Partial<Record<string, PermissionLevel>>>,
  held: Readonly<Partial<Record<string, PermissionLevel>>>,
): string[] {
  return Object.entries(wanted)
    .filter(([code, level]) => !levelCovers(held[code], level))
    .map(([code]) => code);
}
