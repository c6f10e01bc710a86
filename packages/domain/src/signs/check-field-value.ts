import { formModelLimits, type SignField, type SignValue } from './form-model';
import { hexColour } from './hex-colour';
import { checkMetadataLayers } from './check-metadata-layers';
import { sanitiseRichText } from './sanitise-rich-text';
import { rowCodePattern, signValueLimits as limits } from './sign-value-limits';

export interface ValueIssue {
  readonly path: string;
  readonly message: string;
}

/** Values of `optionsSource` fields, which only the server can hold against the options it looks up. */
export interface LookedUpOptionValues {
  readonly path: string;
  readonly optionsSource: string;
  readonly values: readonly string[];
}

/** What checking the values of one sign gathers besides the values. */
export interface ValueCheckContext {
  readonly issues: ValueIssue[];
  readonly mediaCodes: Set<string>;
  readonly factCodes: Set<string>;
  readonly optionValues: LookedUpOptionValues[];
}

type Checked = SignValue | undefined;
/** A problem of a value, `at` one of its entries (`[2]`) when it is there. */
type Problem = { message: string; at?: string };

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const parts = datePattern.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{<key>: code}` with a well-formed code and nothing else, or null. */
function codeOf(value: unknown, key: 'mediaCode' | 'factCode'): string | null {
  if (!isObject(value) || Object.keys(value).length !== 1) return null;
  const code = value[key];
  return typeof code === 'string' && rowCodePattern.test(code) ? code : null;
}

/** The option values a field allows, or null when the server looks them up. */
function optionValuesOf(field: SignField): ReadonlySet<string> | null {
  if (field.optionsSource) return null;
  return new Set((field.options ?? []).map((option) => option.value));
}

function checkOption(
  field: SignField,
  value: unknown,
  path: string,
  ctx: ValueCheckContext,
): string | null {
  if (typeof value !== 'string') return 'must be a text';
  const allowed = optionValuesOf(field);
  if (allowed) return allowed.has(value) ? null : `must be one of ${[...allowed].join(', ')}`;
  if (value.length > limits.maxOptionValueLength) {
    return `must be at most ${limits.maxOptionValueLength} characters`;
  }
  ctx.optionValues.push({ path, optionsSource: field.optionsSource as string, values: [value] });
  return null;
}

function checkOptionList(
  field: SignField,
  value: unknown,
  path: string,
  ctx: ValueCheckContext,
): Problem | null {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    return { message: 'must be a list of texts' };
  }
  if (value.length > formModelLimits.maxOptions) {
    return { message: `must have at most ${formModelLimits.maxOptions} choices` };
  }
  if (new Set(value).size !== value.length) return { message: 'must not choose an option twice' };
  const allowed = optionValuesOf(field);
  for (const [index, item] of value.entries()) {
    if (allowed && !allowed.has(item)) {
      return { at: `[${index}]`, message: `must be one of ${[...allowed].join(', ')}` };
    }
    if (item.length > limits.maxOptionValueLength) {
      const message = `must be at most ${limits.maxOptionValueLength} characters`;
      return { at: `[${index}]`, message };
    }
  }
  if (!allowed) {
    ctx.optionValues.push({ path, optionsSource: field.optionsSource as string, values: value });
  }
  return null;
}

/**
 * A non-empty value of a field that is not a fieldset, as stored, or undefined after adding its
 * issues to the context. References (media, items) go into the context as they are met.
 */
export function checkFieldValue(
  field: SignField,
  value: unknown,
  path: string,
  ctx: ValueCheckContext,
): Checked {
  const fail = (problem: string | Problem): undefined => {
    const { message, at = '' } = typeof problem === 'string' ? { message: problem } : problem;
    ctx.issues.push({ path: path + at, message });
    return undefined;
  };
  const maxLength = field.maxLength ?? formModelLimits.maxLength;
  switch (field.type) {
    case 'textarea':
      if (typeof value !== 'string') return fail('must be a text');
      return value.length > maxLength ? fail(`must be at most ${maxLength} characters`) : value;
    case 'richText': {
      if (typeof value !== 'string') return fail('must be a text');
      if (value.length > limits.maxRichTextMarkup) {
        return fail(`must be at most ${limits.maxRichTextMarkup} characters of markup`);
      }
      const clean = sanitiseRichText(value);
      if (clean.text.length > maxLength) return fail(`must be at most ${maxLength} characters`);
      return clean.text.trim() === '' ? null : clean.html;
    }
    case 'colorPicker': {
      const colour = typeof value === 'string' ? hexColour(value) : null;
      if (!colour) return fail('must be a colour #rrggbb');
      const swatches = field.swatches?.map((swatch) => swatch.toLowerCase());
      if (swatches?.length && !field.customColor && !swatches.includes(colour)) {
        return fail(`must be one of ${swatches.join(', ')}`);
      }
      return colour;
    }
    case 'radio':
    case 'choices': {
      const problem = checkOption(field, value, path, ctx);
      return problem ? fail(problem) : (value as string);
    }
    case 'multiSelect': {
      const problem = checkOptionList(field, value, path, ctx);
      return problem ? fail(problem) : [...(value as string[])];
    }
    case 'checkbox':
    case 'switch':
      return typeof value === 'boolean' ? value : fail('must be true or false');
    case 'date':
      return typeof value === 'string' && isRealDate(value)
        ? value
        : fail('must be a date YYYY-MM-DD');
    case 'slider': {
      const min = field.minValue ?? 0;
      const max = field.maxValue ?? 100;
      return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
        ? value
        : fail(`must be a number from ${min} to ${max}`);
    }
    case 'media':
    case 'itemMediaPicker': {
      const code = codeOf(value, 'mediaCode');
      if (!code) return fail('must be {mediaCode}');
      ctx.mediaCodes.add(code);
      return { mediaCode: code };
    }
    case 'multiLibraryMedia':
    case 'multiDiskMedia': {
      if (!Array.isArray(value)) return fail('must be a list of {mediaCode}');
      if (value.length > limits.maxMediaPerField) {
        return fail(`must have at most ${limits.maxMediaPerField} media`);
      }
      const codes = value.map((item) => codeOf(item, 'mediaCode'));
      const bad = codes.findIndex((code) => code === null);
      if (bad >= 0) return fail({ at: `[${bad}]`, message: 'must be {mediaCode}' });
      for (const code of codes) ctx.mediaCodes.add(code as string);
      return codes.map((code) => ({ mediaCode: code as string }));
    }
    case 'productSelector': {
      const code = codeOf(value, 'factCode');
      if (!code) return fail('must be {factCode}');
      ctx.factCodes.add(code);
      return { factCode: code };
    }
    case 'metadataLayers': {
      const check = checkMetadataLayers(value, path);
      if ('issues' in check) {
        ctx.issues.push(...check.issues);
        return undefined;
      }
      for (const layer of check.layers) ctx.mediaCodes.add(layer.mediaCode);
      return check.layers;
    }
    case 'fieldset':
      throw new Error('A fieldset is checked copy by copy, not as one value.');
  }
}
