/** A refused save's problems: those at a field the form shows, by path, and the rest for the top. */
export interface Refusal {
  /** By the path the server names (`values.rows[1].line`, `setting.dayparts[0]`). */
  fields: Record<string, string>;
  /** What names no field the form shows, as the server wrote it. */
  other: string[];
}

/** `values.rows[1].line: <message>`: a place in the body, then what is wrong there. */
const placedProblem = /^([A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*): (.+)$/s;

/**
 * Sorts the server's 400 or 409 onto a form: it names each problem by its place in the body and
 * joins them with '; ' (a message may hold '; ' itself, so only one that a place follows splits).
 * A problem whose place the form does not show (`isShown`) stays whole for the top.
 */
export function placeRefusal(
  message: string,
  isShown: (path: string) => boolean = () => true,
): Refusal {
  const refusal: Refusal = { fields: {}, other: [] };
  for (const part of message.split(/; (?=[A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*: )/)) {
    const [, path, problem] = placedProblem.exec(part) ?? [];
    if (path && problem && isShown(path)) refusal.fields[path] = problem;
    else refusal.other.push(part);
  }
  return refusal;
}
