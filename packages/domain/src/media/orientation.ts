/** How a picture or a layer is shaped; media without pixels (web pages, files) have none. */
export type Orientation = 'Landscape' | 'Portrait' | 'Ultrawide';

/**
 * Ultrawide from a width twice the height (21:9 and 32:9; 16:9 is 1.78), Landscape when wider
 * than high or square, Portrait otherwise.
 */
export function orientationOf(width: number | null, height: number | null): Orientation | null {
  if (!width || !height) return null;
  if (width / height >= 2) return 'Ultrawide';
  return width >= height ? 'Landscape' : 'Portrait';
}

/**
 * Whether a media may go on a layer while the account does not allow all formats in playlists
 * (flag `allowAllFormatsInPlaylist` off): its orientation is the layer's. A web page fills any
 * layer, and a media whose orientation is not known has nothing to hold against it.
 */
export function fitsLayer(
  item: { mediaType: string; orientation: Orientation | null },
  layer: { width: number; height: number },
): boolean {
  if (item.mediaType === 'WebPage' || item.orientation === null) return true;
  return item.orientation === orientationOf(layer.width, layer.height);
}

/** What a server answers (409) to a media put on a layer it does not fit. */
export const doesNotFitLayer = 'This media does not fit the layer.';
