import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { backends, committedDocumentPath, currentDocument } from '../src/openapi-documents';

// Regenerates apps/server/openapi/*.json from the contracts; a test fails while they differ.
for (const backend of backends) {
  const path = committedDocumentPath(backend);
  // The repository's own settings (print width 100), so a regeneration matches `prettier --write`.
  const options = await resolveConfig(path);
  const text = await format(JSON.stringify(currentDocument(backend)), {
    ...options,
    parser: 'json',
  });
  await writeFile(path, text);
  console.warn(`Wrote ${path}`);
}
