import type { Media } from '@marquee/contracts';
import { can, type FeatureFlags, type PermissionSubject } from '@marquee/domain';

/** The spec's media row actions (001 section 2), in menu order. */
export type MediaRowAction =
  | 'editImage'
  | 'editSign'
  | 'tags'
  | 'downloadPreview'
  | 'replace'
  | 'delete'
  | 'download'
  | 'duplicateSign';

export type MediaBulkAction = 'downloadSignPreviews' | 'removeTags' | 'addTags' | 'delete';

/** What "add new" offers. */
/** Uploading files, or the ways to a new sign (`useSignChoices`). */
export type MediaAddChoice = 'upload' | 'signs';

export interface MediaAbilities {
  /** Edit on the media library: tags, upload and delete (001 section 6). */
  canEdit: boolean;
  /** Upload permission and the account's downloadSignPreview flag (001 section 6). */
  canDownloadSignPreview: boolean;
}

/** What the user may do in the library, by their rights and their account's feature flags. */
export function mediaAbilitiesOf(
  user: PermissionSubject & { featureFlags: FeatureFlags },
): MediaAbilities {
  return {
    canEdit: can(user, 'MediaLibrary', 'edit'),
    canDownloadSignPreview:
      user.featureFlags.downloadSignPreview && can(user, 'MediaLibrary.Upload', 'edit'),
  };
}

/**
 * Which row actions a media offers: editing needs the media's allow.edit, deleting its
 * allow.delete, tags and sign copies the library's edit right (001 section 2, 002 section 6).
 */
export function rowActionsFor(media: Media, abilities: MediaAbilities): MediaRowAction[] {
  const type = media.mediaType;
  const isSign = type === 'HtmlAd';
  const offered: [MediaRowAction, boolean][] = [
    ['editImage', type === 'Photo' && media.allow.edit],
    ['editSign', (isSign || type === 'WebPage') && media.allow.edit],
    ['tags', abilities.canEdit],
    ['downloadPreview', isSign && abilities.canDownloadSignPreview],
    ['replace', type === 'Photo' && media.allow.edit && abilities.canEdit],
    ['delete', media.allow.delete],
    ['download', type === 'File'],
    ['duplicateSign', isSign && abilities.canEdit],
  ];
  return offered.filter(([, isOffered]) => isOffered).map(([action]) => action);
}

/** Bulk actions on the selected rows: the changes need edit, the sign previews their own right. */
export function bulkActionsFor(abilities: MediaAbilities): MediaBulkAction[] {
  const changes: MediaBulkAction[] = abilities.canEdit ? ['removeTags', 'addTags', 'delete'] : [];
  return abilities.canDownloadSignPreview ? ['downloadSignPreviews', ...changes] : changes;
}

/** "Add new" for editors: uploads, and in the media library the ways to a new sign. */
export function addChoicesFor(
  abilities: MediaAbilities,
  isMediaLibrary: boolean,
): MediaAddChoice[] {
  if (!abilities.canEdit) return [];
  return isMediaLibrary ? ['upload', 'signs'] : ['upload'];
}
