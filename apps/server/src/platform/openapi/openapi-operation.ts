import type { CallDescriptor } from '@marquee/contracts';
import type { z } from 'zod';
import { isOptionalInput, jsonSchemaOf, type JsonSchema } from './json-schema';

export type Operation = Record<string, unknown>;

function parameters(where: 'path' | 'query', schema: z.ZodObject | undefined): JsonSchema[] {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !isOptionalInput(field as z.ZodType),
    schema: jsonSchemaOf(field as z.ZodType, 'input'),
  }));
}

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The error answers a call can give, given what it takes and who may make it. */
function errorResponses(call: CallDescriptor): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  if (call.params || call.query || call.body) responses['400'] = errorRef('BadRequest');
  if (call.access.kind !== 'public' || call.apiKeyHeader) {
    responses['401'] = errorRef('Unauthorized');
    responses['403'] = errorRef('Forbidden');
  }
  responses['404'] = errorRef('NotFound');
  if (call.body || call.requestFiles) {
    responses['413'] = errorRef('PayloadTooLarge');
    responses['415'] = errorRef('UnsupportedMediaType');
  }
  responses['500'] = errorRef('InternalError');
  responses['503'] = errorRef('ServiceUnavailable');
  return responses;
}

/** A file's bytes as OpenAPI 3.1 describes them: a string whose content has this media type. */
const fileOf = (mediaType: string) => ({ type: 'string', contentMediaType: mediaType });

function successContent(call: CallDescriptor): Record<string, unknown> {
  if (call.responseFile) {
    return Object.fromEntries(
      call.responseFile.contentTypes.map((type) => [type, { schema: fileOf(type) }]),
    );
  }
  return { 'application/json': { schema: jsonSchemaOf(call.response, 'output') } };
}

function requestBodyOf(call: CallDescriptor): Record<string, unknown> | undefined {
  if (call.requestFiles) {
    const properties = Object.fromEntries(
      call.requestFiles.parts.map((part) => [part, fileOf('application/octet-stream')]),
    );
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties } } },
    };
  }
  if (!call.body) return undefined;
  return {
    // A body with a default may be left out, or sent empty with its JSON content type.
    required: !isOptionalInput(call.body),
    content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } },
  };
}

/** The header a call's key travels in; without it the call wants a signed-in user. */
function apiKeyParameter(name: string): JsonSchema {
  return {
    name,
    in: 'header',
    required: false,
    description: 'An API key; without one, a bearer token.',
    schema: { type: 'string' },
  };
}

/**
 * One OpenAPI operation of a call, with its declared access as `x-access` and, for a call of an
 * application an account may have switched off, that application as `x-application`.
 */
export function operationOf(call: CallDescriptor): Operation {
  const status = String(call.status ?? 200);
  const success =
    status === '204'
      ? { description: 'Done' }
      : { description: 'Success', content: successContent(call) };
  const requestBody = requestBodyOf(call);
  const parameterList = [
    ...parameters('path', call.params),
    ...parameters('query', call.query),
    ...(call.apiKeyHeader ? [apiKeyParameter(call.apiKeyHeader)] : []),
  ];
  return {
    operationId: call.id,
    // Calls are named `feature.operation`; the docs group them by feature.
    tags: [call.id.split('.')[0] ?? call.id],
    summary: call.summary,
    'x-access': call.access,
    ...(call.application ? { 'x-application': call.application } : {}),
    ...(call.apiKeyHeader ? { 'x-api-key-header': call.apiKeyHeader } : {}),
    security: call.access.kind === 'public' ? [] : [{ bearer: [] }],
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [status]: success, ...errorResponses(call) },
  };
}
