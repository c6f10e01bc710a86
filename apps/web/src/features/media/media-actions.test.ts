import type { Media } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { bulkActionsFor, rowActionsFor } from './media-actions';

const media = (mediaType: Media['mediaType'], allow = { edit: true, delete: true }) =>
  ({ mediaType, allow }) as Media;
const editor = { canEdit: true, canDownloadSignPreview: true };
const viewer = { canEdit: false, canDownloadSignPreview: true };

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

  it('offers bulk actions only to editors', () => {
    expect(bulkActionsFor(viewer)).toEqual([]);
    expect(bulkActionsFor(editor)).toEqual([
      'downloadSignPreviews',
      'removeTags',
      'addTags',
      'delete',
    ]);
  });
});
