import type { SignValue, SignValues } from '@marquee/domain';
import { copiesOf } from './fieldset-copies';

/** Where a value sits: a field's name, or a fieldset's name, a copy's index and a field's name. */
export type ValuePath = readonly (string | number)[];

/** The path as the server names it in errors: `values.rows[1].line`. */
export function pathText(path: ValuePath): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${part}`),
    'values',
  );
}

/** The values with the one at `path` replaced; a fieldset without copies gets its first. */
export function setIn(values: SignValues, path: ValuePath, value: SignValue): SignValues {
  const [name, index, ...rest] = path;
  if (typeof name !== 'string') return values;
  if (typeof index !== 'number') return { ...values, [name]: value };
  const copies = copiesOf(values[name]);
  const copy = copies[index] ?? {};
  const next = copies.map((c, at) => (at === index ? setIn(copy, rest, value) : c));
  return { ...values, [name]: next };
}
