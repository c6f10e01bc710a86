/** The week mask (001 section 5): bit 0 Monday .. bit 6 Sunday. */
export const everyDay = 127;
export const weekdayBits = [0, 1, 2, 3, 4, 5, 6] as const;

export function hasDay(mask: number, bit: number): boolean {
  return (mask & (1 << bit)) !== 0;
}

export function toggleDay(mask: number, bit: number): number {
  return mask ^ (1 << bit);
}
