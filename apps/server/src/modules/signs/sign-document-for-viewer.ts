import { withAssetAddresses } from '@marquee/domain';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { templateVersionsByIds } from '../sign-templates';
import { findSign } from './find-sign';
import { assetsBaseUrl } from './get-sign';
import { loadRenderContext, renderOrientation, type MediaAddress } from './render-documents';
import { documentOf, orientationOf } from './sign-documents-view';

/**
 * A viewer's document: what a screen's may do. It keeps the server's origin, so that its photos
 * and fonts pass the server's same-origin resource policy, but runs nothing (a sandbox without
 * scripts, and the document's own `script-src 'none'`), submits no form and navigates nowhere.
 */
const viewerPolicy = [
  'sandbox allow-same-origin',
  "default-src 'none'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/**
 * One orientation of a sign rendered for the signed-in user who asks: the same function and values
 * as the screens' documents, with the media and assets at the addresses that user loads them from.
 * A frame cannot send the user's bearer header, so those addresses carry the token the request
 * came with, as the app's other file addresses do; the page goes only to that user.
 */
export async function sendSignDocumentForViewer(
  db: Database,
  actor: Actor,
  request: { mediaCode: string; orientationName?: string; bearer: string | undefined },
  reply: FastifyReply,
): Promise<FastifyReply> {
  const found = await findSign(db, actor, request.mediaCode);
  const sign = found.sign;
  if (!sign) throw new NotFound('mediaCode: no such sign');
  // The documents were rendered from this template version's orientations, one each, in order.
  const orientation = orientationOf(documentOf(sign.documents, request.orientationName));
  const template = (await templateVersionsByIds(db, [sign.templateVersionId])).get(
    sign.templateVersionId,
  );
  if (!template) throw new NotFound('templateCode: no such template');
  const token = request.bearer ? `access_token=${encodeURIComponent(request.bearer)}` : '';
  const address: MediaAddress = ({ mediaCode, contentHash, previewHash, mediaType }) =>
    `/api/media/${encodeURIComponent(mediaCode)}/Preview?v=${mediaType === 'Photo' && previewHash ? previewHash : contentHash}&${token}`;
  const base = assetsBaseUrl(template.templateCode, template.version);
  const assets = new Map(
    template.assets.map((asset) => [
      asset.fileName,
      `${base}assets/${encodeURIComponent(asset.fileName)}?${token}`,
    ]),
  );
  const source = {
    ...sign,
    template: { ...template, html: withAssetAddresses(template.html, assets) },
  };
  const html = renderOrientation(
    source,
    await loadRenderContext(db, actor.accountId, [source], address),
    orientation,
    base,
  );
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', viewerPolicy)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .send(html);
}
