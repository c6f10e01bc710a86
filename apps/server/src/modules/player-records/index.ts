/**
 * The players table's one writer: the players module, the screen gateway, content and the
 * console each write a player record through these, in their own transaction.
 */
export { applyPlayerModifications } from './apply-player-modifications';
export { forgetDevice, moveDeviceColumns, pairDevice } from './player-device';
export type { AccountPlayer, AccountPlayers } from './account-players';
export { createPlayerRow, type NewPlayer } from './create-player';
export { deletePlayerRows } from './delete-players';
export {
  placePlayers,
  savePermissionTags,
  savePlayerSettings,
  saveShowNameInfo,
  type PlayerPlacement,
  type PlayerSettings,
} from './player-settings';
export { savePlaylistHashes, type BuiltManifestHash } from './save-playlist-hashes';
export { recordHeartbeats, type HeartbeatRow } from './record-heartbeats';
export { setCustomStatus } from './set-custom-status';
