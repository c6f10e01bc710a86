const segment = (text: string) => encodeURIComponent(text);

/** The screen and channel a sign made from the gallery joins the end of. */
export interface GalleryChannel {
  playerId: string;
  playerName: string;
  channelCode: string;
}

/**
 * The gallery of templates a sign is made from (MediaTemplates and ScreenTemplates): for the
 * library, or for one channel of a screen, which the saved sign then joins.
 */
export function templateGalleryPath(channel?: GalleryChannel): string {
  if (!channel) return '/media/media/add/templates';
  const { playerId, playerName, channelCode } = channel;
  return `/screens/${segment(playerId)}/${segment(playerName)}/${segment(channelCode)}/add/templates`;
}
