import { foldCondition, type ConditionFold } from './fold-condition';
import type { FilterCondition, FilterConditionLeaf } from './filter-types';

/**
 * The node types that say something about a media: its code (Media), its tags (Tags, by tag
 * code) and its name (SearchText). Layers, Aspects and Locations describe screens and restrict
 * no media.
 */
export const mediaNodeTypes = ['Media', 'Tags', 'SearchText'] as const;
export type MediaNodeType = (typeof mediaNodeTypes)[number];

export type MediaConditionLeaf = FilterConditionLeaf & { nodeType: MediaNodeType };

const isMediaLeaf = (leaf: FilterConditionLeaf): leaf is MediaConditionLeaf =>
  (mediaNodeTypes as readonly string[]).includes(leaf.nodeType);

/** What a media filter can test of a media. */
export interface MediaFacts {
  mediaCode: string;
  displayName: string;
  tagCodes: readonly string[];
}

/** Reads a condition for the media dimension; null when it does not restrict media. */
export function foldMediaCondition<T>(
  condition: FilterCondition | null | undefined,
  fold: ConditionFold<MediaConditionLeaf, T>,
): T | null {
  return foldCondition(condition, isMediaLeaf, fold);
}

function leafHolds(leaf: MediaConditionLeaf, media: MediaFacts): boolean {
  switch (leaf.nodeType) {
    case 'Media':
      return leaf.codes.includes(media.mediaCode);
    case 'Tags':
      return leaf.codes.some((code) => media.tagCodes.includes(code));
    case 'SearchText': {
      const name = media.displayName.toLowerCase();
      return leaf.codes.some((text) => name.includes(text.toLowerCase()));
    }
  }
}

/**
 * Whether a media filter's condition selects a media. In holds when any code matches, NotIn
 * when none does; a condition that does not restrict media selects every media.
 */
export function matchesMedia(
  condition: FilterCondition | null | undefined,
  media: MediaFacts,
): boolean {
  const matches = foldMediaCondition<boolean>(condition, {
    leaf: (leaf) => leafHolds(leaf, media) === (leaf.codeCondition === 'In'),
    group: (operator, parts) => (operator === 'AND' ? parts.every(Boolean) : parts.some(Boolean)),
  });
  return matches ?? true;
}
