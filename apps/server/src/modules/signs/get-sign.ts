import type { SignEditor } from '@marquee/contracts';
import type { SignLanguage } from '@marquee/domain';
import { blankSignValues } from '@marquee/domain/signs';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { itemsForSigns } from '../items';
import { mediaFileUrls } from '../media';
import type { Actor } from '../scope';
import {
  templateForSign,
  templateVersionsByIds,
  type TemplateVersionForSign,
} from '../sign-templates';
import { accountSignLanguage } from './account-sign-language';
import { findSign, webPageVersion } from './find-sign';
import { namedMedia } from './named-media';
import { signDocumentsView } from './sign-documents-view';

/** Where the signed-in user's browser loads a template version's assets. */
export const assetsBaseUrl = (templateCode: string, version: number) =>
  `/api/htmltemplates/${encodeURIComponent(templateCode)}/${version}/`;

function templateRef(template: TemplateVersionForSign) {
  return {
    templateCode: template.templateCode,
    templateName: template.name,
    version: template.version,
    latestVersion: template.latestVersion,
    html: template.html,
    assetsBaseUrl: assetsBaseUrl(template.templateCode, template.version),
    assets: template.assets.map((asset) => ({
      fileName: asset.fileName,
      url: `${assetsBaseUrl(template.templateCode, template.version)}assets/${encodeURIComponent(asset.fileName)}`,
    })),
  };
}

/** The media and items the values name, as the editor shows and previews them. */
async function namedRows(
  db: Database,
  actor: Actor,
  codes: { mediaCodes: readonly string[]; factCodes: readonly string[] },
) {
  const [mediaRows, items] = await Promise.all([
    namedMedia(db, await actor.media(), codes.mediaCodes),
    itemsForSigns(db, actor.accountId, codes.factCodes),
  ]);
  return {
    media: mediaRows.map((row) => {
      const urls = mediaFileUrls(row);
      return {
        mediaCode: row.mediaCode,
        mediaType: row.mediaType,
        displayName: row.displayName,
        url: row.mediaType === 'Photo' || row.mediaType === 'Video' ? urls.previewUrl : null,
        thumbnailUrl: urls.thumbnailUrl,
        width: row.width,
        height: row.height,
      };
    }),
    items: [...items.values()].map((item) => ({
      factCode: item.factCode,
      name: item.name,
      attributes: item.attributes,
    })),
  };
}

/** A template's blank form: the values a new sign starts with, defaults filled in. */
async function blankSign(
  db: Database,
  actor: Actor,
  templateCode: string,
  language: SignLanguage,
): Promise<SignEditor> {
  const template = await templateForSign(db, actor.accountId, templateCode);
  return {
    mediaCode: null,
    mediaType: 'HtmlAd',
    displayName: template.name,
    url: null,
    template: templateRef(template),
    FormModel: template.formModel as SignEditor['FormModel'],
    values: blankSignValues(template.formModel),
    media: [],
    items: [],
    documents: [],
    PreviewUrl: null,
    documentHash: null,
    version: null,
    language,
  };
}

/**
 * What the sign editor opens: a sign with its template version, values and documents, a web page
 * with its address, or, given a template's code, the blank form of a new sign.
 */
export async function getSign(db: Database, actor: Actor, code: string): Promise<SignEditor> {
  const [found, language] = await Promise.all([
    findSign(db, actor, code).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    }),
    accountSignLanguage(db, actor.accountId),
  ]);
  if (!found) return blankSign(db, actor, code, language);
  if (found.mediaType === 'WebPage') {
    return {
      mediaCode: found.mediaCode,
      mediaType: 'WebPage',
      displayName: found.displayName,
      url: found.displayName,
      template: null,
      FormModel: null,
      values: {},
      media: [],
      items: [],
      documents: [],
      PreviewUrl: null,
      documentHash: null,
      version: webPageVersion(found.modifiedAt),
      language,
    };
  }
  const sign = found.sign;
  if (!sign) throw new NotFound('mediaCode: this sign has no template to edit it with');
  const template = (await templateVersionsByIds(db, [sign.templateVersionId])).get(
    sign.templateVersionId,
  );
  if (!template) throw new NotFound('templateCode: no such template');
  const documents = signDocumentsView(found.mediaCode, sign.documents);
  return {
    mediaCode: found.mediaCode,
    mediaType: 'HtmlAd',
    displayName: found.displayName,
    url: null,
    template: templateRef(template),
    FormModel: template.formModel as SignEditor['FormModel'],
    values: sign.values,
    ...(await namedRows(db, actor, sign)),
    documents,
    PreviewUrl: documents[0]?.documentUrl ?? null,
    documentHash: sign.documentHash,
    version: String(sign.version),
    language,
  };
}
