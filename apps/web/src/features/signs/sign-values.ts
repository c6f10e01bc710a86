import type { SignField, SignValue, SignValues } from '@marquee/domain';

function firstCopy(value: SignValue | undefined): SignValues {
  return Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null
    ? (value[0] as SignValues)
    : {};
}

/**
 * The values a sign keeps when its form changes to another version of its template ("Update
 * template"): each value whose field the new form still has by the same name and type (inside a
 * fieldset's copies too), and the new form's defaults for the rest.
 */
export function keepValuesForForm(
  from: readonly SignField[],
  values: SignValues,
  to: readonly SignField[],
  defaults: SignValues,
): SignValues {
  const before = new Map(from.map((field) => [field.fieldName, field]));
  const kept: Record<string, SignValue> = {};
  for (const field of to) {
    const name = field.fieldName;
    const old = before.get(name);
    const value = values[name];
    if (!old || old.type !== field.type || value === undefined) {
      if (Object.hasOwn(defaults, name)) kept[name] = defaults[name] as SignValue;
    } else if (field.type === 'fieldset' && Array.isArray(value)) {
      const copyDefaults = firstCopy(defaults[name]);
      kept[name] = (value as readonly SignValues[]).map((copy) =>
        keepValuesForForm(old.fields ?? [], copy, field.fields ?? [], copyDefaults),
      );
    } else kept[name] = value;
  }
  return kept;
}
