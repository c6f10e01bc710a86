import type { Access, CodeKind } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';

/** A JSON schema as the served OpenAPI documents carry it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  examples?: unknown[];
  'x-code-of'?: CodeKind;
};

export type RequestPart = 'path' | 'query' | 'body';

/** One place in a request part: property names, `[]` for the items of an array. */
export type FieldPath = readonly string[];

/** One operation of a served OpenAPI document, with the schema of each request part. */
export interface WalkOperation {
  id: string;
  backend: 'customer' | 'support';
  method: string;
  /** Full address with `{name}` parameters, the backend's base included. */
  path: string;
  access: Access;
  parts: Partial<Record<RequestPart, JsonSchema>>;
  /** The file parts of a multipart body, by name; none for a JSON body or none at all. */
  fileParts: string[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}

/** Parameters of one kind as an object schema, so every part is walked the same way. */
function parametersSchema(parameters: Parameter[], where: 'path' | 'query') {
  const chosen = parameters.filter((parameter) => parameter.in === where);
  if (chosen.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((parameter) => [parameter.name, parameter.schema])),
    required: chosen.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  } satisfies JsonSchema;
}

/** Every operation of both OpenAPI documents exactly as the server serves them. */
export async function servedOperations(app: FastifyInstance): Promise<WalkOperation[]> {
  const found: WalkOperation[] = [];
  for (const [backend, url] of [
    ['customer', '/api/openapi.json'],
    ['support', '/support/api/openapi.json'],
  ] as const) {
    const document = (await app.inject({ method: 'GET', url })).json<{
      servers?: Array<{ url: string }>;
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            'x-access': Access;
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
          }
        >
      >;
    }>();
    const base = document.servers?.[0]?.url.replace(/\/$/, '') ?? '';
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        found.push({
          id: operation.operationId,
          backend,
          method: method.toUpperCase(),
          path: base + path,
          access: operation['x-access'],
          parts: {
            path: parametersSchema(parameters, 'path'),
            query: parametersSchema(parameters, 'query'),
            body: operation.requestBody?.content['application/json']?.schema,
          },
          fileParts: Object.keys(
            operation.requestBody?.content['multipart/form-data']?.schema.properties ?? {},
          ),
        });
      }
    }
  }
  return found;
}

/** The option of an `anyOf` a request would send: the first that is not null. */
function chosenOption(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return chosenOption(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
}

/** Every marked code of a schema, with where it sits (`['RoleCodes', '[]']`) and its kind. */
export function codeFields(
  schema: JsonSchema | undefined,
  path: FieldPath = [],
): Array<{ path: FieldPath; kind: CodeKind }> {
  if (!schema) return [];
  const own = chosenOption(schema);
  const kind = schema['x-code-of'] ?? own['x-code-of'];
  if (kind) return [{ path, kind }];
  if (own.items) return codeFields(own.items, [...path, '[]']);
  return Object.entries(own.properties ?? {}).flatMap(([name, property]) =>
    codeFields(property, [...path, name]),
  );
}

/** The parts of a request, in the order a walk visits them. */
export const requestParts: readonly RequestPart[] = ['path', 'query', 'body'];

/** One marked code in the request of an operation: the part, where in it, and its kind. */
export interface CodeInRequest {
  operation: WalkOperation;
  part: RequestPart;
  path: FieldPath;
  kind: CodeKind;
}

/** Every marked code in the requests of these operations. */
export function codesInRequests(operations: WalkOperation[]): CodeInRequest[] {
  return operations.flatMap((operation) =>
    requestParts.flatMap((part) =>
      codeFields(operation.parts[part]).map((field) => ({ operation, part, ...field })),
    ),
  );
}

/** Text fields of a schema (codes and enums aside), for inputs that must never break a call. */
export function textFields(schema: JsonSchema | undefined, path: FieldPath = []): FieldPath[] {
  if (!schema) return [];
  const own = chosenOption(schema);
  if (own.items) return textFields(own.items, [...path, '[]']);
  if (own.properties) {
    return Object.entries(own.properties).flatMap(([name, property]) =>
      textFields(property, [...path, name]),
    );
  }
  return own.type === 'string' && !own.enum && own.const === undefined ? [path] : [];
}

/**
 * A value fitting `schema`, with the codes it names taken from `codes` (its own rows) and its
 * plain texts made from `text`.
 */
function exampleOf(schema: JsonSchema, codes: (kind: CodeKind) => string, text = 'Walk'): unknown {
  const own = chosenOption(schema);
  const kind = schema['x-code-of'] ?? own['x-code-of'];
  if (kind) return codes(kind);
  if (own.const !== undefined) return own.const;
  if (own.enum) return own.enum[0];
  // A value whose form no plain example meets (a colour, say) documents one of its own.
  if (own.examples?.length) return own.examples[0];
  if (own.default !== undefined && own.type !== 'object' && own.type !== 'array')
    return own.default;
  const type = Array.isArray(own.type) ? own.type[0] : own.type;
  switch (type) {
    case 'object': {
      // Required fields, and optional ones that name rows, so every code is there to aim.
      const required = new Set(own.required ?? []);
      const entries = Object.entries(own.properties ?? {}).filter(
        ([name, property]) => required.has(name) || codeFields(property).length > 0,
      );
      return Object.fromEntries(
        entries.map(([name, property]) => [name, exampleOf(property, codes, text)]),
      );
    }
    case 'array': {
      const count = Math.max(own.minItems ?? 0, own.items && codeFields(own.items).length ? 1 : 0);
      return Array.from({ length: count }, () => exampleOf(own.items ?? {}, codes, text));
    }
    case 'string':
      if (own.format === 'email') return `${text.replace(/\W+/g, '-').toLowerCase()}@example.com`;
      return text.padEnd(Math.max(own.minLength ?? 0, 4), 'x').slice(0, own.maxLength);
    case 'integer':
    case 'number':
      return own.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The request parts an operation has, each an example whose codes `codes` gives. */
export function exampleRequest(
  operation: WalkOperation,
  codes: (kind: CodeKind) => string,
  text?: string,
): Partial<Record<RequestPart, unknown>> {
  return Object.fromEntries(
    requestParts
      .filter((part) => operation.parts[part])
      .map((part) => [part, exampleOf(operation.parts[part] ?? {}, codes, text)]),
  );
}

/** A copy of `value` with the field at `path` set to `replacement` (every item of an array). */
export function replaceAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (head === '[]') {
    const items = Array.isArray(value) && value.length ? value : [undefined];
    return items.map((item) => replaceAt(item, rest, replacement));
  }
  const object = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return { ...object, [head]: replaceAt(object[head], rest, replacement) };
}

/** The request `inject` sends for an operation's parts. */
export function requestOf(
  operation: WalkOperation,
  parts: Partial<Record<RequestPart, unknown>>,
): { method: 'GET'; url: string; payload?: object } {
  const params = (parts.path ?? {}) as Record<string, unknown>;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 'someCode')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((parts.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return {
    method: operation.method as 'GET',
    url: search ? `${path}?${search}` : path,
    ...(parts.body !== undefined ? { payload: parts.body as object } : {}),
  };
}

function arraysOf(value: unknown): unknown[][] {
  if (Array.isArray(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(arraysOf);
}

/**
 * Whether an answer is a list that found nothing: a search filtered by a row the caller may
 * not see matches nothing, which reveals no more than a 404 would.
 */
export function isEmptyList(answer: unknown): boolean {
  const lists = arraysOf(answer);
  return lists.length > 0 && lists.every((list) => list.length === 0);
}
