import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema: requests as their input side
 * (what a client may send, defaults optional), answers as their output side.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/**
 * True when a field may be left out of a request: optional, or with a default (which zod marks
 * `defaulted`, a stronger kind of optional).
 */
export function isOptionalInput(schema: z.ZodType): boolean {
  return schema._zod.optin !== undefined;
}
