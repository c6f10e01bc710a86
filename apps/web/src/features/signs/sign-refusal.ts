import type { FieldErrors } from '@/kit/form-fields';

/** A refused save, problem by problem, where each belongs. */
export interface SignRefusal {
  /** By value path (`values.rows[1].line`), as the form shows them at their fields. */
  fields: FieldErrors;
  /** About the sign's name. */
  name?: string;
  /** What names no field: shown above the form. */
  other: string[];
}

/** `values.rows[1].line: <message>`: a place in the body, then what is wrong there. */
const placedProblem = /^([A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*): (.+)$/s;

/**
 * Sorts the server's 400 onto the form: it names each problem by its place in the body and
 * joins them with '; ' (a message may hold '; ' itself, so only one that a place follows splits).
 */
export function placeSignRefusal(message: string): SignRefusal {
  const refusal: SignRefusal = { fields: {}, other: [] };
  const fields: Record<string, string> = {};
  for (const part of message.split(/; (?=[A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*: )/)) {
    const [, path, problem] = placedProblem.exec(part) ?? [];
    if (path && problem && (path.startsWith('values.') || path.startsWith('values[')))
      fields[path] = problem;
    else if (path === 'displayName' && problem) refusal.name = problem;
    else refusal.other.push(part);
  }
  return { ...refusal, fields };
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
