import { can, type PermissionSubject } from '@marquee/domain';

/** Whether a thumbnail may open the preview (002 section 6): previews are of the media library. */
export function canPreviewMedia(user: PermissionSubject): boolean {
  return can(user, 'MediaLibrary', 'view');
}
