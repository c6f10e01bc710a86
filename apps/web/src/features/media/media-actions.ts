import type { Media } from '@marquee/contracts';

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

export interface MediaAbilities {
  /** Edit on the media library: tags, upload and delete (001 section 6). */
  canEdit: boolean;
  /** The download-sign-preview feature flag, on by default. */
  canDownloadSignPreview: boolean;
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
    ['downloadPreview', isSign && abilities.canEdit && abilities.canDownloadSignPreview],
    ['replace', type === 'Photo' && media.allow.edit && abilities.canEdit],
    ['delete', media.allow.delete],
    ['download', type === 'File'],
    ['duplicateSign', isSign && abilities.canEdit],
  ];
  return offered.filter(([, isOffered]) => isOffered).map(([action]) => action);
}

/** Bulk actions on the selected rows; all of them change or export, so they need edit. */
export function bulkActionsFor(abilities: MediaAbilities): MediaBulkAction[] {
  if (!abilities.canEdit) return [];
  const actions: MediaBulkAction[] = ['removeTags', 'addTags', 'delete'];
  return abilities.canDownloadSignPreview ? ['downloadSignPreviews', ...actions] : actions;
}
