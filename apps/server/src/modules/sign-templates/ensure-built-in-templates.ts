import { inArray } from 'drizzle-orm';
import { signTemplates } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { builtInTemplates } from './built-in-templates';
import { saveTemplateVersion } from './save-template-version';

/**
 * Adds each built-in template that is missing, as a global template with its fixed code; one
 * already there (perhaps versioned by support since) is left as it is. Run at every start.
 */
export async function ensureBuiltInTemplates(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ code: signTemplates.templateCode })
      .from(signTemplates)
      .where(
        inArray(
          signTemplates.templateCode,
          builtInTemplates.map((template) => template.templateCode),
        ),
      );
    const codes = new Set(present.map((row) => row.code));
    for (const template of builtInTemplates) {
      if (codes.has(template.templateCode)) continue;
      await saveTemplateVersion(tx, {
        templateCode: template.templateCode,
        accountId: null,
        name: template.name,
        isFallback: template.isFallback,
        html: template.html,
        formModel: template.formModel,
        assets: [],
        author: 'Marquee',
      });
    }
  });
}
