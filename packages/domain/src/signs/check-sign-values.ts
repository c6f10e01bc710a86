import {
  labelText,
  type FormModel,
  type SignField,
  type SignValue,
  type SignValues,
} from './form-model';
import {
  checkFieldValue,
  type LookedUpOptionValues,
  type ValueCheckContext,
  type ValueIssue,
} from './check-field-value';
import { formModelLimits } from './form-model';

export type { LookedUpOptionValues, ValueIssue } from './check-field-value';

export type SignValuesCheck =
  | {
      readonly ok: true;
      /** Every field of the model, by fieldName; empty ones null (a yes/no false). */
      readonly values: SignValues;
      /** The account's rows the values name; the server answers 404 for any not the caller's. */
      readonly references: { readonly mediaCodes: string[]; readonly factCodes: string[] };
      /** Values of fields whose options the server looks up, for it to hold against them. */
      readonly optionValues: readonly LookedUpOptionValues[];
    }
  | { readonly ok: false; readonly issues: readonly ValueIssue[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The copies of a fieldset: none given is one empty copy, as the editor starts with one. */
function checkCopies(field: SignField, raw: unknown, path: string, ctx: ValueCheckContext) {
  const copies = raw === null || raw === undefined ? [{}] : raw;
  const maxCopies =
    field.style?.allowCopies === false ? 1 : (field.maxCopies ?? formModelLimits.maxCopies);
  if (!Array.isArray(copies))
    return void ctx.issues.push({ path, message: 'must be a list of copies' });
  if (copies.length < 1)
    return void ctx.issues.push({ path, message: 'must have at least 1 copy' });
  if (copies.length > maxCopies) {
    return void ctx.issues.push({
      path,
      message: `must have at most ${maxCopies} ${maxCopies === 1 ? 'copy' : 'copies'}`,
    });
  }
  return copies.map((copy, index) =>
    checkFields(field.fields ?? [], copy, `${path}[${index}]`, ctx),
  );
}

function checkField(field: SignField, given: unknown, path: string, ctx: ValueCheckContext) {
  if (field.type === 'fieldset') return checkCopies(field, given, path, ctx);
  const raw = given === undefined ? field.defaultValue : given;
  const isYesNo = field.type === 'checkbox' || field.type === 'switch';
  let value: SignValue | undefined = null;
  if (isYesNo && (raw === null || raw === undefined)) value = false;
  else if (!isEmpty(raw)) value = checkFieldValue(field, raw, path, ctx);
  else if (field.type === 'radio') value = field.options?.[0]?.value ?? null;
  if (value === null && field.required) {
    ctx.issues.push({
      path,
      message: `Missing required field: ${labelText(field.label, 'en_US')}`,
    });
  }
  return value;
}

function checkFields(
  fields: readonly SignField[],
  given: unknown,
  path: string,
  ctx: ValueCheckContext,
): SignValues | undefined {
  if (!isObject(given)) {
    ctx.issues.push({ path, message: 'must be an object of values by field name' });
    return undefined;
  }
  const names = new Set(fields.map((field) => field.fieldName));
  for (const key of Object.keys(given)) {
    if (!names.has(key)) ctx.issues.push({ path: `${path}.${key}`, message: 'is not a field' });
  }
  const values: Record<string, SignValue> = {};
  for (const field of fields) {
    const raw = Object.hasOwn(given, field.fieldName) ? given[field.fieldName] : undefined;
    const value = checkField(field, raw, `${path}.${field.fieldName}`, ctx);
    if (value !== undefined) values[field.fieldName] = value as SignValue;
  }
  return values;
}

/**
 * A sign's values held against its template's form model (issue 31): each field's value by its
 * type, required fields present, nothing the model does not name, every length and count bounded.
 * Issues name their path as `values.rows[1].line`. What only the server can check (that media and
 * items are the caller's, looked-up options) comes back for it to check.
 */
export function checkSignValues(model: FormModel, values: unknown): SignValuesCheck {
  const ctx: ValueCheckContext = {
    issues: [],
    mediaCodes: new Set(),
    factCodes: new Set(),
    optionValues: [],
  };
  const checked = checkFields(model.fields, values, 'values', ctx);
  if (ctx.issues.length > 0 || !checked) return { ok: false, issues: ctx.issues };
  return {
    ok: true,
    values: checked,
    references: { mediaCodes: [...ctx.mediaCodes], factCodes: [...ctx.factCodes] },
    optionValues: ctx.optionValues,
  };
}

const withoutRequired = (fields: readonly SignField[]): SignField[] =>
  fields.map((field) => ({
    ...field,
    required: false,
    ...(field.fields ? { fields: withoutRequired(field.fields) } : {}),
  }));

/**
 * The values a new sign's form starts with: each field's default, one empty copy of a fieldset,
 * a radio's first option, nothing else; required fields are left for the person to fill in.
 */
export function blankSignValues(model: FormModel): SignValues {
  const blank = checkSignValues({ ...model, fields: withoutRequired(model.fields) }, {});
  return blank.ok ? blank.values : {};
}
