import { sql } from 'drizzle-orm';
import { accounts, signTemplates, signTemplateVersions } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { checkTemplateContent } from './check-template-content';
import { qrCodeTemplate } from './qr-code-template';
import { contentHash } from './save-template-version';

/**
 * Gives every account that lacks one its own copy of the QR code template, or only the account
 * named; in one statement whatever the number of accounts. A copy's code follows from its
 * account's, so a copy is found again whatever support renamed it to, and two starts at once
 * cannot add two. Run at every start and, in its transaction, when an account is created.
 */
export async function ensureQrCodeTemplates(db: Database, accountId?: string): Promise<void> {
  const { name, html, formModel } = qrCodeTemplate;
  checkTemplateContent(html, formModel, []);
  const code = sql`'builtin-qr-code-' || md5(${accounts.accountCode})`;
  await db.execute(sql`
    with added as (
      insert into ${signTemplates} (template_code, account_id, name, is_fallback, current_version)
      select ${code}, ${accounts.id}, ${name}, false, 1
      from ${accounts}
      where ${accountId === undefined ? sql`true` : sql`${accounts.id} = ${accountId}`}
        and not exists (select from ${signTemplates} where ${signTemplates.templateCode} = ${code})
      on conflict (template_code) do nothing
      returning id
    )
    insert into ${signTemplateVersions}
      (template_id, version, html, form_model, assets, content_hash, author)
    select id, 1, ${html}, ${JSON.stringify(formModel)}::jsonb, '[]'::jsonb,
      ${contentHash({ html, formModel, assets: [] })}, 'Marquee'
    from added`);
}
