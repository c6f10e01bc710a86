import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Renames keys that match a schema key except for case (`searchText` for `SearchText`). */
function renameKeys(
  shape: Readonly<Record<string, AnySchema>>,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const byLowerCase = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    let target = key;
    if (!Object.hasOwn(shape, key)) {
      const candidate = byLowerCase.get(key.toLowerCase());
      // An exact spelling in the request wins over a differently cased duplicate.
      if (candidate !== undefined && !Object.hasOwn(value, candidate)) target = candidate;
    }
    if (Object.hasOwn(result, target)) continue;
    const fieldSchema = Object.hasOwn(shape, target) ? shape[target] : undefined;
    result[target] = fieldSchema ? normaliseKeys(fieldSchema, entry) : entry;
  }
  return result;
}

/**
 * Returns the value with its property names spelt as the schema spells them, through nested
 * objects, arrays, records, unions and wrappers (optional, nullable, default, pipe...). The spec
 * mixes `SearchText` and `searchText`, so request properties are matched case-insensitively.
 */
export function normaliseKeys(schema: AnySchema, value: unknown): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return isPlainObject(value) ? renameKeys((def as z.core.$ZodObjectDef).shape, value) : value;
    case 'array':
      return Array.isArray(value)
        ? value.map((item) => normaliseKeys((def as z.core.$ZodArrayDef).element, item))
        : value;
    case 'record': {
      const valueType = (def as z.core.$ZodRecordDef).valueType;
      return isPlainObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, normaliseKeys(valueType, item)]),
          )
        : value;
    }
    case 'union':
      return (def as z.core.$ZodUnionDef).options.reduce<unknown>(
        (current, option) => normaliseKeys(option, current),
        value,
      );
    case 'intersection': {
      const { left, right } = def as z.core.$ZodIntersectionDef;
      return normaliseKeys(right, normaliseKeys(left, value));
    }
    case 'pipe': {
      // A preprocess step sees the raw value; the shape to match is then the pipe's output.
      const pipe = def as z.core.$ZodPipeDef;
      return normaliseKeys(pipe.in._zod.def.type === 'transform' ? pipe.out : pipe.in, value);
    }
    case 'lazy':
      return normaliseKeys((def as z.core.$ZodLazyDef).getter(), value);
    default:
      return 'innerType' in def ? normaliseKeys(def.innerType as AnySchema, value) : value;
  }
}
