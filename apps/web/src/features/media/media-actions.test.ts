import type { Media } from '@marquee/contracts';
import { resolveFeatureFlags, type PermissionLevel } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { addChoicesFor, bulkActionsFor, mediaAbilitiesOf, rowActionsFor } from './media-actions';

const media = (mediaType: Media['mediaType'], allow = { edit: true, delete: true }) =>
  ({ mediaType, allow }) as Media;
const editor = { canEdit: true, canDownloadSignPreview: true };
const viewer = { ...editor, canEdit: false, canDownloadSignPreview: false };

/** A user with these levels, in an account with these flags switched off. */
function userWith(authorisation: Record<string, PermissionLevel>, flagsOff: object = {}) {
  return { isAdmin: false, authorisation, featureFlags: resolveFeatureFlags(flagsOff) };
}
const uploader = { MediaLibrary: 'AddAndEdit', 'MediaLibrary.Upload': 'AddAndEdit' } as const;

describe('media row actions', () => {
  it('offers per type what the spec lists', () => {
    expect(rowActionsFor(media('Photo'), editor)).toEqual([
      'editImage',
      'tags',
      'replace',
      'delete',
    ]);
    expect(rowActionsFor(media('HtmlAd'), editor)).toEqual([
      'editSign',
      'tags',
      'downloadPreview',
      'delete',
      'duplicateSign',
    ]);
    expect(rowActionsFor(media('WebPage'), editor)).toEqual(['editSign', 'tags', 'delete']);
    expect(rowActionsFor(media('File'), editor)).toEqual(['tags', 'delete', 'download']);
    expect(rowActionsFor(media('Video'), editor)).toEqual(['tags', 'delete']);
  });

  it("follows the media's allow flags and the library's edit right", () => {
    expect(rowActionsFor(media('Photo', { edit: false, delete: false }), editor)).toEqual(['tags']);
    expect(rowActionsFor(media('Photo', { edit: false, delete: false }), viewer)).toEqual([]);
    expect(
      rowActionsFor(media('HtmlAd'), { ...editor, canDownloadSignPreview: false }),
    ).not.toContain('downloadPreview');
  });

  it('offers the changes in bulk to editors, the sign previews to those who may download them', () => {
    expect(bulkActionsFor(viewer)).toEqual([]);
    expect(bulkActionsFor(editor)).toEqual([
      'downloadSignPreviews',
      'removeTags',
      'addTags',
      'delete',
    ]);
    expect(bulkActionsFor({ ...editor, canDownloadSignPreview: false })).toEqual([
      'removeTags',
      'addTags',
      'delete',
    ]);
    expect(bulkActionsFor({ ...viewer, canDownloadSignPreview: true })).toEqual([
      'downloadSignPreviews',
    ]);
  });
});

describe('what the user may do in the library', () => {
  it('downloads sign previews only with the upload permission and the account flag', () => {
    expect(mediaAbilitiesOf(userWith(uploader)).canDownloadSignPreview).toBe(true);
    const flagOff = userWith(uploader, { downloadSignPreview: false });
    expect(mediaAbilitiesOf(flagOff).canDownloadSignPreview).toBe(false);
    const withoutUpload = userWith({ MediaLibrary: 'AddAndEdit', 'MediaLibrary.Upload': 'None' });
    expect(mediaAbilitiesOf(withoutUpload)).toMatchObject({
      canEdit: true,
      canDownloadSignPreview: false,
    });
    const sign = media('HtmlAd');
    expect(rowActionsFor(sign, mediaAbilitiesOf(flagOff))).not.toContain('downloadPreview');
    expect(bulkActionsFor(mediaAbilitiesOf(flagOff))).not.toContain('downloadSignPreviews');
    expect(rowActionsFor(sign, mediaAbilitiesOf(userWith(uploader)))).toContain('downloadPreview');
  });

  it('offers editors uploads, and in the media library new signs too', () => {
    const editing = mediaAbilitiesOf(userWith(uploader));
    expect(addChoicesFor(editing, true)).toEqual(['upload', 'signs']);
    expect(addChoicesFor(editing, false)).toEqual(['upload']);
    expect(addChoicesFor(mediaAbilitiesOf(userWith({ MediaLibrary: 'ViewOnly' })), true)).toEqual(
      [],
    );
  });
});
