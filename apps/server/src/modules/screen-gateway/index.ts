/** What other modules call to pair, release and command screens, and record content changes. */
export { findRegistrationByPairingCode, type WaitingRegistration } from './find-registration';
export { pairRegistration } from './pair-registration';
export { releasePlayer } from './release-player';
export { issueCommand, type IssueCommandInput } from './issue-command';
export { recordContentChange } from './record-content-change';
export { latestUpload, latestUploadTimes, type UploadKind } from './latest-uploads';
export { replyWithUpload } from './upload-replies';
export { loadManifests } from './load-manifests';
export { moveDevice } from './move-device';
