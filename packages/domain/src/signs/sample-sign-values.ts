import { blankSignValues } from './check-sign-values';
import {
  labelText,
  type FormModel,
  type SignField,
  type SignLanguage,
  type SignValues,
} from './form-model';

const textTypes = new Set<SignField['type']>(['textarea', 'richText']);

function withLabels(
  fields: readonly SignField[],
  values: SignValues,
  language: SignLanguage,
): SignValues {
  const sampled: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = values[field.fieldName];
    if (textTypes.has(field.type) && (value === null || value === undefined || value === ''))
      sampled[field.fieldName] = labelText(field.label, language);
    else if (field.type === 'fieldset' && Array.isArray(value))
      sampled[field.fieldName] = (value as readonly SignValues[]).map((copy) =>
        withLabels(field.fields ?? [], copy, language),
      );
  }
  return sampled as SignValues;
}

/**
 * Values that show a template's layout before anyone fills it in: a new sign's values
 * (`blankSignValues`), each text left empty showing its field's label, so every place a text
 * goes can be seen.
 */
export function sampleSignValues(model: FormModel, language: SignLanguage): SignValues {
  return withLabels(model.fields, blankSignValues(model), language);
}
