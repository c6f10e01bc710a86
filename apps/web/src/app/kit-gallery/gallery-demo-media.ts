import {
  mediaTypeOf,
  type MediaSearch,
  type MediaType,
  type PickerMedia,
} from '@/kit/media-picker';

const kinds: { type: MediaType; name: string }[] = [
  { type: 'Photo', name: 'Spring campaign' },
  { type: 'Video', name: 'Store tour' },
  { type: 'HtmlAd', name: 'Menu board' },
  { type: 'WebPage', name: 'https://example.com/opening-hours' },
  { type: 'Photo', name: 'Coffee offer' },
  { type: 'File', name: 'Price list.pdf' },
];
const hues = [210, 150, 30, 280, 0, 90];

/** A coloured placeholder image, so the gallery needs no files or network. */
function thumbnail(index: number): string {
  const hue = hues[index % hues.length] ?? 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue + 40},70%,35%)"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="250" cy="60" r="28" fill="rgba(255,255,255,.35)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** 75 media: photos and videos have thumbnails, one fails to load, the rest show their icon. */
export const demoMedia: PickerMedia[] = Array.from({ length: 75 }, (_, i) => {
  const kind = kinds[i % kinds.length] ?? kinds[0];
  const hasThumbnail = kind?.type === 'Photo' || kind?.type === 'Video';
  return {
    mediaCode: `M-${String(2001 + i)}`,
    displayName: kind?.type === 'WebPage' ? (kind.name ?? '') : `${kind?.name} ${i + 1}`,
    mediaType: kind?.type,
    thumbnailUrl: i === 4 ? '/missing-thumbnail.png' : hasThumbnail ? thumbnail(i) : null,
    orientations: i % 3 === 0 ? ['Portrait'] : ['Landscape'],
    tags: i % 2 === 0 ? ['Spring', 'Stockholm'] : ['Coffee'],
    registeredDateTime: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
  };
});

const compare = {
  MediaName: (a: PickerMedia, b: PickerMedia) => a.displayName.localeCompare(b.displayName),
  RegisteredDateTime: (a: PickerMedia, b: PickerMedia) =>
    (a.registeredDateTime ?? '').localeCompare(b.registeredDateTime ?? ''),
  Layout: (a: PickerMedia, b: PickerMedia) =>
    (a.orientations?.[0] ?? '').localeCompare(b.orientations?.[0] ?? ''),
};

/** Answers like the media search will, after a short delay. */
export const searchDemoMedia: MediaSearch = async (request) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const text = request.searchText.toLowerCase();
  const isWanted = (media: PickerMedia) =>
    request.mediaTypes.length === 0 || request.mediaTypes.includes(mediaTypeOf(media));
  const found = demoMedia
    .filter((media) => isWanted(media) && media.displayName.toLowerCase().includes(text))
    .sort(compare[request.orderBy]);
  if (request.order === 'desc') found.reverse();
  return {
    medias: found.slice(
      request.skipItemsInResult,
      request.skipItemsInResult + request.maxItemsInResult,
    ),
    totalCount: found.length,
  };
};
