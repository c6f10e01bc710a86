import type { FieldErrors } from './form-field-types';

/**
 * The error a field shows: the one at its path, else one inside its value (a layer of a
 * metadata list, an entry of a multi-select). A fieldset's own fields show theirs themselves.
 */
export function errorAt(errors: FieldErrors, path: string, isFieldset = false): string | undefined {
  if (errors[path] !== undefined) return errors[path];
  if (isFieldset) return undefined;
  const inside = Object.keys(errors).find(
    (key) => key.startsWith(`${path}[`) || key.startsWith(`${path}.`),
  );
  return inside === undefined ? undefined : errors[inside];
}
