import { writeFile } from 'node:fs/promises';
import { format } from 'prettier';
import {
  backends,
  committedDocumentPath,
  currentDocument,
} from '../src/platform/openapi/committed-documents';

// Regenerates apps/server/openapi/*.json from the contracts; a test fails while they differ.
for (const backend of backends) {
  const path = committedDocumentPath(backend);
  const text = await format(JSON.stringify(currentDocument(backend)), { parser: 'json' });
  await writeFile(path, text);
  console.warn(`Wrote ${path}`);
}
