import type { ItemForSign, MediumForSign } from '@marquee/domain/signs';
import type { SignField, SignValues } from '@marquee/domain';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itemQuery, mediumQuery, type SignItem, type SignMedium } from './signs.api';

export interface SignReferences {
  mediaCodes: string[];
  factCodes: string[];
}

const codeIn = (value: unknown, key: 'mediaCode' | 'factCode'): string[] => {
  if (typeof value !== 'object' || value === null || !(key in value)) return [];
  const code: unknown = (value as Record<typeof key, unknown>)[key];
  return typeof code === 'string' ? [code] : [];
};

function collect(fields: readonly SignField[], values: SignValues, found: SignReferences) {
  for (const field of fields) {
    const value = values[field.fieldName];
    if (field.type === 'media' || field.type === 'itemMediaPicker')
      found.mediaCodes.push(...codeIn(value, 'mediaCode'));
    else if (field.type === 'multiLibraryMedia' || field.type === 'multiDiskMedia') {
      if (Array.isArray(value))
        for (const one of value) found.mediaCodes.push(...codeIn(one, 'mediaCode'));
    } else if (field.type === 'productSelector') found.factCodes.push(...codeIn(value, 'factCode'));
    else if (field.type === 'fieldset' && Array.isArray(value))
      for (const copy of value) collect(field.fields ?? [], copy as SignValues, found);
  }
}

/** The media and items a sign's values name, each once, in the form's order. */
export function referencesOf(fields: readonly SignField[], values: SignValues): SignReferences {
  const found: SignReferences = { mediaCodes: [], factCodes: [] };
  collect(fields, values, found);
  return { mediaCodes: [...new Set(found.mediaCodes)], factCodes: [...new Set(found.factCodes)] };
}

/** What a render reads of the media and items a sign names. */
export interface SignLookups {
  media: ReadonlyMap<string, MediumForSign>;
  items: ReadonlyMap<string, ItemForSign>;
  /** A video's thumbnail by the video's path, which a captured picture shows in its place. */
  stills: ReadonlyMap<string, string>;
}

const dataOf = <T>(results: readonly { data?: T }[]) =>
  results.flatMap((result) => (result.data ? [result.data] : []));

const itemsMapOf = (items: readonly SignItem[]): ReadonlyMap<string, ItemForSign> =>
  new Map(items.map((item) => [item.factCode, { attributes: item.attributes }]));

function mediaMapsOf(media: readonly SignMedium[]) {
  const map = new Map<string, MediumForSign>();
  const stills = new Map<string, string>();
  for (const medium of media) {
    if (!medium.url || (medium.mediaType !== 'Photo' && medium.mediaType !== 'Video')) continue;
    map.set(medium.mediaCode, {
      url: medium.url,
      mediaType: medium.mediaType,
      width: medium.width ?? undefined,
      height: medium.height ?? undefined,
    });
    if (medium.mediaType === 'Video' && medium.thumbnailUrl)
      stills.set(new URL(medium.url, window.location.href).pathname, medium.thumbnailUrl);
  }
  return { map, stills };
}

/**
 * The media and items the values name, as the preview renders them: those the sign was read
 * with at once, others (chosen in this visit) once the library and the items answer. One that
 * cannot be read renders as nothing, as on the server.
 */
export function useSignLookups(fields: readonly SignField[], values: SignValues): SignLookups {
  const { mediaCodes, factCodes } = useMemo(() => referencesOf(fields, values), [fields, values]);
  const media = useQueries({ queries: mediaCodes.map(mediumQuery), combine: dataOf<SignMedium> });
  const items = useQueries({ queries: factCodes.map(itemQuery), combine: dataOf<SignItem> });
  // A new map only when what a render reads changed, so typing text renders no more than that.
  const mediaKey = media
    .map((medium) => `${medium.mediaCode} ${medium.url} ${medium.thumbnailUrl}`)
    .join('|');
  const itemsKey = JSON.stringify(items);
  const mediaMaps = useMemo(() => mediaMapsOf(media), [mediaKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const itemsMap = useMemo(() => itemsMapOf(items), [itemsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return useMemo(
    () => ({ media: mediaMaps.map, stills: mediaMaps.stills, items: itemsMap }),
    [mediaMaps, itemsMap],
  );
}

/** The same as `useSignLookups`, read once: what a capture after a save renders with. */
export async function lookupsFor(
  queryClient: QueryClient,
  fields: readonly SignField[],
  values: SignValues,
): Promise<SignLookups> {
  const { mediaCodes, factCodes } = referencesOf(fields, values);
  const settled = <T>(reads: Promise<T>[]) =>
    Promise.allSettled(reads).then((results) =>
      results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    );
  const [media, items] = await Promise.all([
    settled(mediaCodes.map((code) => queryClient.fetchQuery(mediumQuery(code)))),
    settled(factCodes.map((code) => queryClient.fetchQuery(itemQuery(code)))),
  ]);
  const { map, stills } = mediaMapsOf(media);
  return { media: map, stills, items: itemsMapOf(items) };
}
