/** What other modules call to pair, release, command and refresh screens. */
export { findRegistrationByPairingCode, type WaitingRegistration } from './find-registration';
export { pairRegistration } from './pair-registration';
export { releasePlayer } from './release-player';
export { issueCommand, type IssueCommandInput } from './issue-command';
export { contentChanged } from './content-changed';
export { latestScreenshot, latestLogs } from './latest-uploads';
export { loadManifests } from './load-manifests';
export { moveDevice } from './move-device';
