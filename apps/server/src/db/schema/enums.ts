import { permissionLevels } from '@marquee/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Value sets the spec fixes; names and spelling are the spec's. */
export const userTypeEnum = pgEnum('user_type', ['Customer', 'Support']);
export const applicationEnum = pgEnum('application', ['SignagePlayer', 'Support']);
export const permissionLevelEnum = pgEnum('permission_level', permissionLevels);
/** A content type (spec 000 section 6) is a tag a broadcast group names and screens accept. */
export const tagTypeEnum = pgEnum('tag_type', ['player', 'media', 'contentType']);
export const mediaTypeEnum = pgEnum('media_type', ['Photo', 'Video', 'HtmlAd', 'WebPage', 'File']);
/** Which library a media belongs to (spec 002 section 9). */
export const mediaLibraryEnum = pgEnum('media_library', [
  'MediaLibrary',
  'ItemImages',
  'BookingMedia',
]);
/** Whether a media's thumbnail and preview exist yet. */
export const mediaProcessingEnum = pgEnum('media_processing', [
  'pending',
  'ready',
  'failed',
  'none',
]);
export const orientationEnum = pgEnum('orientation', ['Landscape', 'Portrait', 'Ultrawide']);
export const mountedDirectionEnum = pgEnum('mounted_direction', [
  'Landscape',
  'Portrait',
  'LandscapeFlipped',
  'PortraitFlipped',
]);
export const broadcastTypeEnum = pgEnum('broadcast_type', ['Standard', 'Campaign']);
export const broadcastStatusEnum = pgEnum('broadcast_status', ['Draft', 'Confirmed']);
/** A playlist row plays or is paused (spec 002 "play/pause"). */
export const mediaRowStatusEnum = pgEnum('media_row_status', ['playing', 'paused']);
/** What a saved filter selects (spec 002 "Filter entities"): screens, media or account items. */
export const savedFilterKindEnum = pgEnum('saved_filter_kind', ['Player', 'Media', 'Item']);
