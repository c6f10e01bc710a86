import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { backendBase, type Backend, type CallDescriptor } from '@marquee/contracts';
import fp from 'fastify-plugin';
import { publicPage } from '../http/public-pages';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves; the OpenAPI documents are built from these. */
    call?: CallDescriptor;
  }
}

const swaggerUiFolder = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

function docsPage(base: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="${base}/api/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${base}/api/docs/swagger-ui-bundle.js"></script>
<script src="${base}/api/docs/start.js"></script>
</body>
</html>
`;
}

// A file, not inline code, so the page runs under the default Content-Security-Policy.
const startScript = (base: string) =>
  `window.ui = SwaggerUIBundle({ url: '${base}/api/openapi.json', dom_id: '#docs', deepLinking: true });\n`;

/**
 * Serves each backend's OpenAPI document (`/api/openapi.json`, `/support/api/openapi.json`),
 * generated from the calls its routes registered, and the Swagger UI at `.../api/docs`.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    const calls: CallDescriptor[] = [];
    app.addHook('onRoute', (route) => {
      if (route.config?.call) calls.push(route.config.call);
    });
    const documents = new Map<Backend, OpenApiDocument>();
    const documentOf = (backend: Backend) => {
      let document = documents.get(backend);
      if (!document) {
        document = buildOpenApiDocument(backend, calls);
        documents.set(backend, document);
      }
      return document;
    };

    for (const backend of ['customer', 'support'] as const) {
      const base = backendBase(backend);
      const title = buildOpenApiDocument(backend, []).info.title;
      app.get(`${base}/api/openapi.json`, publicPage, async () => documentOf(backend));
      app.get(`${base}/api/docs`, publicPage, async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(docsPage(base, title)),
      );
      app.get(`${base}/api/docs/start.js`, publicPage, async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').send(startScript(base)),
      );
      for (const [file, type] of [
        ['swagger-ui.css', 'text/css; charset=utf-8'],
        ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
      ] as const) {
        app.get(`${base}/api/docs/${file}`, publicPage, async (_request, reply) =>
          reply
            .type(type)
            .header('cache-control', 'public, max-age=86400')
            .send(await readFile(join(swaggerUiFolder, file))),
        );
      }
    }
  },
  { name: 'api-docs' },
);
