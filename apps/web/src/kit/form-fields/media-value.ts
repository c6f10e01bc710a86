import type { MediaValue, SignValue } from '@marquee/domain';

function isMediaValue(value: unknown): value is MediaValue {
  return typeof value === 'object' && value !== null && 'mediaCode' in value;
}

/** A single media value, or null for anything else. */
export function mediaOf(value: SignValue | undefined): MediaValue | null {
  return isMediaValue(value) ? value : null;
}

/** A list of media values; anything else reads as none. */
export function mediaListOf(value: SignValue | undefined): MediaValue[] {
  return Array.isArray(value) ? value.filter(isMediaValue) : [];
}

/** Adds media not in the list yet, after those already there. */
export function addMedia(list: readonly MediaValue[], added: readonly { mediaCode: string }[]) {
  const codes = new Set(list.map((media) => media.mediaCode));
  const fresh = added.filter((media) => !codes.has(media.mediaCode));
  return [...list, ...fresh.map(({ mediaCode }) => ({ mediaCode }))];
}
