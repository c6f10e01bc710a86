/**
 * Account feature flags (spec 000 "Applications"); a flag the account has not set counts as on.
 * - releasePlayer: customers may release a screen from the account
 * - downloadSignPreview, createWebPageSign: honoured by signs
 * - allowAllFormatsInPlaylist: off, a layer takes only media whose orientation fits it
 * - enableAuth: support staff may act in the account through a support-user token
 */
export const featureFlagNames = [
  'releasePlayer',
  'downloadSignPreview',
  'createWebPageSign',
  'allowAllFormatsInPlaylist',
  'enableAuth',
] as const;

export type FeatureFlagName = (typeof featureFlagNames)[number];

/** Every flag, on or off. */
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** The flags an account has set; absent ones are on. */
export type StoredFeatureFlags = Partial<Record<FeatureFlagName, boolean>>;

/** Every flag as the account has it, the absent ones on. */
export function resolveFeatureFlags(stored: StoredFeatureFlags): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const name of featureFlagNames) flags[name] = stored[name] !== false;
  return flags;
}
