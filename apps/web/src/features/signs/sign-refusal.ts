import type { FieldErrors } from '@/kit/form-fields';
import { placeRefusal } from '@/lib/api/place-refusal';

/** A refused save, problem by problem, where each belongs. */
export interface SignRefusal {
  /** By value path (`values.rows[1].line`), as the form shows them at their fields. */
  fields: FieldErrors;
  /** About the sign's name. */
  name?: string;
  /** What names no field: shown above the form. */
  other: string[];
}

const isSignField = (path: string) =>
  path === 'displayName' || path.startsWith('values.') || path.startsWith('values[');

/** Sorts the server's 400 onto the sign form: the values at their fields, the name at its own. */
export function placeSignRefusal(message: string): SignRefusal {
  const { fields, other } = placeRefusal(message, isSignField);
  const { displayName, ...valueFields } = fields;
  return {
    fields: valueFields,
    ...(displayName === undefined ? {} : { name: displayName }),
    other,
  };
}

/** The value a path of the server's names (`values.rows[1].line`), in the values given. */
function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const [, name, index] of path.slice('values'.length).matchAll(/\.(\w+)|\[(\d+)\]/g)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[name ?? Number(index)];
  }
  return value;
}

/** The refused fields whose value is still the one sent: an error goes once its value changes. */
export function standingErrors(fields: FieldErrors, sent: unknown, current: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([path]) =>
        JSON.stringify(valueAt(sent, path) ?? null) ===
        JSON.stringify(valueAt(current, path) ?? null),
    ),
  );
}
