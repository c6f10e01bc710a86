import type { FormModel } from '@marquee/domain';
import { and, desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { signTemplates, signTemplateVersions, type TemplateAsset } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest } from '../../platform/errors';
import { checkTemplateContent } from './check-template-content';

export interface TemplateContent {
  html: string;
  formModel: FormModel;
  /** Null keeps the current version's files. */
  assets: TemplateAsset[] | null;
}

export interface SaveTemplateInput extends TemplateContent {
  /** A template to version, or the code a new one takes; undefined gives a new one a fresh code. */
  templateCode?: string;
  /** Null for a global template. */
  accountId: string | null;
  name: string;
  isFallback: boolean;
  author: string;
}

/** What tells one version's content from another's: the HTML, the model and the files' bytes. */
export function contentHash(content: TemplateContent & { assets: TemplateAsset[] }) {
  const files = [...content.assets]
    .sort((a, b) => a.fileName.localeCompare(b.fileName))
    .map(({ fileName, hash }) => [fileName, hash]);
  return createHash('sha256')
    .update(JSON.stringify([content.html, content.formModel, files]))
    .digest('hex');
}

/**
 * Creates a template or versions it, in the caller's transaction: a changed content adds the next
 * version and makes it current; the same content adds none (its name and fallback flag may still
 * change). The content is checked first (400 naming the field). A template stays with the client
 * it was made for. The caller has checked the caller may write the template and its client.
 */
export async function saveTemplateVersion(db: Database, input: SaveTemplateInput) {
  const [existing] = input.templateCode
    ? await db
        .select()
        .from(signTemplates)
        .where(eq(signTemplates.templateCode, input.templateCode))
        .for('update')
    : [];
  if (existing && existing.accountId !== input.accountId)
    throw new BadRequest('clientCode: a template stays with the client it was made for');
  const [current] = existing
    ? await db
        .select()
        .from(signTemplateVersions)
        .where(eq(signTemplateVersions.templateId, existing.id))
        .orderBy(desc(signTemplateVersions.version))
        .limit(1)
    : [];
  const assets = input.assets ?? current?.assets ?? [];
  checkTemplateContent(
    input.html,
    input.formModel,
    assets.map((asset) => asset.fileName),
  );
  const hash = contentHash({ ...input, assets });
  const template =
    existing ??
    (
      await db
        .insert(signTemplates)
        .values({
          ...(input.templateCode ? { templateCode: input.templateCode } : {}),
          accountId: input.accountId,
          name: input.name,
          isFallback: input.isFallback,
          currentVersion: 1,
        })
        .returning()
    )[0]!;
  const versionAdded = current?.contentHash !== hash;
  const version = versionAdded ? (current?.version ?? 0) + 1 : current.version;
  if (versionAdded)
    await db.insert(signTemplateVersions).values({
      templateId: template.id,
      version,
      html: input.html,
      formModel: input.formModel,
      assets,
      contentHash: hash,
      author: input.author,
    });
  if (existing)
    await db
      .update(signTemplates)
      .set({ name: input.name, isFallback: input.isFallback, currentVersion: version })
      .where(and(eq(signTemplates.id, existing.id)));
  return { templateId: template.id, templateCode: template.templateCode, versionAdded };
}
