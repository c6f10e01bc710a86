/**
 * What screens play: their manifests assembled from channels and broadcasts, which screens a
 * broadcast or medium reaches, and the content-change records that writers make in their own
 * transaction, which its plugin processes in every server process to tell the screens. It writes schedule periods for broadcasts and
 * channels, each in the caller's transaction.
 */
export { accountBroadcastsCacheOf } from './account-broadcasts-cache';
export { groupBy, periodColumns, toPeriod } from './manifest-parts';
export { loadGroupContent } from './broadcast-content';
export { playersInClusters } from './cluster-members';
export { periodsByOwner, type CodedPeriod } from './periods-by-owner';
export {
  playersReachedBy,
  playersReachedWithin,
  screensReachedBy,
  type ScreensReached,
} from './broadcast-players';
export { contentChangesPlugin } from './content-changes-plugin';
export { heartbeatSecondsOf, loadManifests } from './load-manifests';
export { manifestBuild } from './manifest-build';
export { loadPreviewManifest, type PreviewScreen } from './preview-manifest';
export { playersPlayingMedia } from './media-players';
export {
  contentChangeChannel,
  isContentChangePending,
  recordContentChange,
  recordContentChanges,
} from './content-changes';
export { recordSaversScopeChange } from './record-savers-scope-change';
export { notifyScreens, screenNoticeChannel, type ScreenNotice } from './screen-notices';
export { fillPlayingEnds, playsUntilOf } from './period-spans';
export { deletePeriods, insertPeriods } from './period-rows';
