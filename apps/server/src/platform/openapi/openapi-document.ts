import { backendBase, errorAnswer, type Backend, type CallDescriptor } from '@marquee/contracts';
import { serverVersion } from '../version';
import { jsonSchemaOf } from './json-schema';
import { operationOf, type Operation } from './openapi-operation';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

const titles: Record<Backend, string> = {
  customer: 'Marquee customer API',
  support: 'Marquee support API',
};

const sharedErrors: Record<string, string> = {
  BadRequest: 'Invalid input; the message names the field and why.',
  Unauthorized: 'No token, or a bad one.',
  Forbidden: 'Signed in, but not permitted.',
  NotFound: 'Not found, or not yours.',
  PayloadTooLarge: 'The body is over the size limit.',
  UnsupportedMediaType: 'The body has a content type the call does not take.',
  InternalError: 'A bug on the server; nothing about it is revealed.',
  ServiceUnavailable: 'The server is starting and its database is not up yet.',
};

/**
 * The OpenAPI document of one backend, generated from its calls' descriptors; the paths are
 * the spec's, below the backend's base (`/` for customers, `/support` for support staff).
 */
export function buildOpenApiDocument(
  backend: Backend,
  calls: readonly CallDescriptor[],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const ordered = calls
    .filter((call) => call.backend === backend)
    .toSorted((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const call of ordered) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operationOf(call) };
  }
  const errorSchema = jsonSchemaOf(errorAnswer, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: titles[backend],
      version: serverVersion,
      description:
        'Every JSON answer carries success: { ok, message? }. Request property names are matched case-insensitively.',
    },
    servers: [{ url: backendBase(backend) || '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: Object.fromEntries(
        Object.entries(sharedErrors).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: errorSchema } } },
        ]),
      ),
    },
  };
}
