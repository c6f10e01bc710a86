/** What other modules call to pair, release and command screens and read what they uploaded. */
export { findRegistrationByPairingCode, type WaitingRegistration } from './find-registration';
export { pairRegistration } from './pair-registration';
export { releasePlayer } from './release-player';
export { issueCommand, type IssueCommandInput } from './issue-command';
export { latestUpload, latestUploadTimes, type UploadKind } from './latest-uploads';
export { replyWithUpload } from './upload-replies';
export { moveDevice } from './move-device';
export { screenGatewayPlugin } from './screen-gateway-plugin';
export { openPreview, type PreviewToOpen } from './screen-previews';
