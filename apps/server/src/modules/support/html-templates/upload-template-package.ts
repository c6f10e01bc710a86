import type { CallQuery, uploadHtmlTemplatePackage } from '@marquee/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/database';
import type { FileStore } from '../../../platform/storage/file-store';
import type { SupportActor } from '../../scope';
import { saveHtmlTemplate, templateTarget } from './save-html-template';
import { readTemplatePackage } from './template-package';

/** Saves an uploaded package as the query names it; where it goes is checked before it is read. */
export async function uploadTemplatePackage(
  db: Database,
  actor: SupportActor,
  files: FileStore,
  query: CallQuery<typeof uploadHtmlTemplatePackage>,
  request: FastifyRequest,
) {
  await templateTarget(db, actor, query);
  const content = await readTemplatePackage(request);
  return saveHtmlTemplate(db, actor, files, { ...query, ...content });
}
