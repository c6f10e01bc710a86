import { can } from '@marquee/domain';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../scope';

/**
 * Sign previews leave the system as files, which the spec ties to the media library's upload
 * permission and the account's `downloadSignPreview` flag (spec 001: "download preview").
 */
export function assertMayDownloadPreviews(actor: Actor): void {
  if (!actor.featureFlags.downloadSignPreview) {
    throw new Forbidden('Downloading sign previews is switched off for this account.');
  }
  if (!actor.isAdmin && !can(actor, 'MediaLibrary.Upload', 'edit')) {
    throw new Forbidden('Downloading sign previews needs the media library upload permission.');
  }
}
