import { optionFieldTypes, type FormModel, type SignField, type SignFieldType } from './form-model';

/** One fault of a template, named by where it is: `formModel.fields[2].type`, `html`. */
export interface TemplateIssue {
  readonly path: string;
  readonly message: string;
}

/** The type a dependent field's parent must have. */
const parentTypes: Partial<Record<SignFieldType, SignFieldType>> = {
  itemMediaPicker: 'productSelector',
  metadataLayers: 'media',
};

/** What a default value must be, by the field type that takes one; others take none. */
const defaultKinds: Partial<Record<SignFieldType, 'text' | 'number' | 'boolean'>> = {
  textarea: 'text',
  richText: 'text',
  colorPicker: 'text',
  radio: 'text',
  choices: 'text',
  date: 'text',
  slider: 'number',
  checkbox: 'boolean',
  switch: 'boolean',
};

const isOptionField = (type: SignFieldType) =>
  (optionFieldTypes as readonly SignFieldType[]).includes(type);

function defaultIssue(field: SignField): string | undefined {
  const value = field.defaultValue;
  if (value === undefined) return undefined;
  const kind = defaultKinds[field.type];
  if (!kind) return `a ${field.type} field takes no default value`;
  if (kind === 'number') {
    if (typeof value !== 'number') return 'must be a number';
    if (field.minValue !== undefined && value < field.minValue) return 'is below minValue';
    if (field.maxValue !== undefined && value > field.maxValue) return 'is above maxValue';
    return undefined;
  }
  if (kind === 'boolean') return typeof value === 'boolean' ? undefined : 'must be true or false';
  if (typeof value !== 'string') return 'must be a text';
  if (field.maxLength !== undefined && value.length > field.maxLength)
    return `is longer than maxLength (${field.maxLength})`;
  if (field.type === 'colorPicker' && !/^#[0-9a-fA-F]{6}$/.test(value))
    return 'must be a colour #rrggbb';
  if (field.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return 'must be a date YYYY-MM-DD';
  if ((field.type === 'radio' || field.type === 'choices') && field.options)
    return field.options.some((option) => option.value === value)
      ? undefined
      : 'must be one of the options';
  return undefined;
}

/** The faults of one field that need no other field to see. */
function* fieldIssues(field: SignField, at: string, inFieldset: boolean): Generator<TemplateIssue> {
  if (field.type === 'fieldset') {
    if (inFieldset) yield { path: `${at}.type`, message: 'fieldsets do not nest' };
    if (!field.fields?.length)
      yield { path: `${at}.fields`, message: 'a fieldset needs its fields' };
  } else if (field.fields !== undefined) {
    yield { path: `${at}.fields`, message: 'only a fieldset has fields' };
  }
  if (isOptionField(field.type) && !field.options?.length && !field.optionsSource)
    yield {
      path: `${at}.options`,
      message: `a ${field.type} field needs options or optionsSource`,
    };
  if (field.options) {
    const seen = new Set<string>();
    for (const [index, option] of field.options.entries()) {
      if (seen.has(option.value))
        yield { path: `${at}.options[${index}].value`, message: `${option.value} is there twice` };
      seen.add(option.value);
    }
  }
  if (
    field.minValue !== undefined &&
    field.maxValue !== undefined &&
    field.minValue >= field.maxValue
  )
    yield { path: `${at}.minValue`, message: 'must be less than maxValue' };
  const badDefault = defaultIssue(field);
  if (badDefault) yield { path: `${at}.defaultValue`, message: badDefault };
}

/**
 * What the zod shape of a form model cannot see because it needs the whole model: field names
 * unique across it (a fieldset's own fields included, since values and placeholders are keyed by
 * name), fieldsets with fields and no other field with any, option fields with somewhere to take
 * their options from, parents that exist and have the right type, bounds in order and defaults
 * that fit. Empty when the model is sound.
 */
export function checkFormModel(model: FormModel, at = 'formModel'): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const byName = new Map<string, SignField>();
  const placed: { field: SignField; path: string }[] = [];
  const visit = (fields: readonly SignField[], base: string, inFieldset: boolean) => {
    for (const [index, field] of fields.entries()) {
      const path = `${base}[${index}]`;
      if (byName.has(field.fieldName))
        issues.push({
          path: `${path}.fieldName`,
          message: `${field.fieldName} is used by another field`,
        });
      else byName.set(field.fieldName, field);
      placed.push({ field, path });
      issues.push(...fieldIssues(field, path, inFieldset));
      if (field.fields) visit(field.fields, `${path}.fields`, true);
    }
  };
  visit(model.fields, `${at}.fields`, false);
  for (const { field, path } of placed) {
    const wanted = parentTypes[field.type];
    if (field.parentField === undefined) {
      if (wanted)
        issues.push({
          path: `${path}.parentField`,
          message: `a ${field.type} field needs the ${wanted} field it belongs to`,
        });
      continue;
    }
    const parent = byName.get(field.parentField);
    if (!parent)
      issues.push({
        path: `${path}.parentField`,
        message: `no field is named ${field.parentField}`,
      });
    else if (!wanted)
      issues.push({ path: `${path}.parentField`, message: `a ${field.type} field has no parent` });
    else if (parent.type !== wanted)
      issues.push({
        path: `${path}.parentField`,
        message: `${field.parentField} must be a ${wanted} field`,
      });
  }
  const names = new Set<string>();
  for (const [index, orientation] of model.orientations.entries()) {
    if (names.has(orientation.orientation_name))
      issues.push({
        path: `${at}.orientations[${index}].orientation_name`,
        message: `${orientation.orientation_name} is used by another orientation`,
      });
    names.add(orientation.orientation_name);
  }
  return issues;
}
