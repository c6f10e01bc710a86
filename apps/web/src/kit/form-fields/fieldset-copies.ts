import { formModelLimits, type SignField, type SignValue, type SignValues } from '@marquee/domain';

/** A fieldset's copies; an empty one shows one copy to fill in. */
export function copiesOf(value: SignValue | undefined): SignValues[] {
  const copies = Array.isArray(value)
    ? value.filter(
        (copy): copy is SignValues =>
          typeof copy === 'object' && copy !== null && !('mediaCode' in copy) && !('id' in copy),
      )
    : [];
  return copies.length > 0 ? copies : [{}];
}

/** How many copies a fieldset may hold: one unless it allows copies, then up to its maxCopies. */
export function maxCopiesOf(field: SignField): number {
  if (!field.style?.allowCopies) return 1;
  return Math.min(field.maxCopies ?? formModelLimits.maxCopies, formModelLimits.maxCopies);
}

/** An empty copy right after the one asked from (001 §4). */
export function addCopyAfter<T>(copies: readonly T[], index: number, copy: T): T[] {
  return [...copies.slice(0, index + 1), copy, ...copies.slice(index + 1)];
}

export function removeAt<T>(copies: readonly T[], index: number): T[] {
  return copies.filter((_, at) => at !== index);
}
