import type { CataloguePart } from '@/lib/i18n/i18n';

/**
 * The catalogue parts each feature's pages show beyond the common one; feature-texts.test.ts
 * reads every page's imports and fails when a part it names a text of is missing here.
 */
export const featureTexts: Record<string, readonly CataloguePart[]> = {
  accounts: ['accounts', 'screens', 'users'],
  alarms: ['alarms'],
  applications: ['applications'],
  broadcasts: ['broadcasts', 'local-selections', 'playlist', 'media-picker', 'media-upload'],
  // The ask-on-leave dialog's texts are still the broadcast editor's.
  clusters: ['clusters', 'broadcasts'],
  endpoints: ['endpoints'],
  'html-templates': ['html-templates'],
  items: ['items', 'media-picker', 'media-preview'],
  media: ['media', 'media-picker', 'media-preview', 'media-upload'],
  organizations: ['organizations'],
  'player-formats': ['player-formats'],
  'player-settings': ['player-settings'],
  'saved-filters': ['saved-filters'],
  'social-channels': ['social-channels'],
  'proof-of-play': ['proof-of-play'],
  screens: [
    'screens',
    'playlist',
    'channels',
    'media-picker',
    'media-preview',
    'media-upload',
    'explain',
    // The add menu's sign choices and the web page dialog.
    'media',
  ],
  settings: ['locations'],
  signs: ['signs', 'form-fields', 'media-picker', 'media-preview', 'media'],
  // The ask-on-leave dialog's texts are still the broadcast editor's.
  triggers: ['triggers', 'broadcasts'],
  'support-roles': ['support-roles', 'support-users'],
  'support-users': ['support-users', 'users'],
  users: ['users'],
};
