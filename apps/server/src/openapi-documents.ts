import type { Backend } from '@marquee/contracts';
import { fileURLToPath } from 'node:url';
import { allRoutes } from './modules';
import { buildOpenApiDocument, type OpenApiDocument } from './platform/openapi/openapi-document';

export const backends: readonly Backend[] = ['customer', 'support'];

/** Where the generated documents are committed, so a change to any call shows in review. */
export function committedDocumentPath(backend: Backend): string {
  return fileURLToPath(new URL(`../openapi/${backend}.json`, import.meta.url));
}

/** The document the server's own routes produce for a backend. */
export function currentDocument(backend: Backend): OpenApiDocument {
  return buildOpenApiDocument(
    backend,
    allRoutes.map((route) => route.call),
  );
}
