import { foldCondition, type ConditionFold } from './fold-condition';
import type { FilterCondition, FilterConditionLeaf } from './filter-types';

/**
 * The node types that say something about a screen; the same reading as the database predicate
 * of saved player filters, so a broadcast group reaches exactly the screens its filter lists.
 */
export const playerNodeTypes = [
  'Players',
  'Locations',
  'Aspects',
  'Layers',
  'Tags',
  'SearchText',
  'PlayerStatus',
] as const;
export type PlayerNodeType = (typeof playerNodeTypes)[number];

export type PlayerConditionLeaf = FilterConditionLeaf & { nodeType: PlayerNodeType };

const isPlayerLeaf = (leaf: FilterConditionLeaf): leaf is PlayerConditionLeaf =>
  (playerNodeTypes as readonly string[]).includes(leaf.nodeType);

/**
 * Reads a condition for the screen dimension, for the in-memory matcher and the database
 * predicate alike; null when it does not restrict screens.
 */
export function foldPlayerCondition<T>(
  condition: FilterCondition | null | undefined,
  fold: ConditionFold<PlayerConditionLeaf, T>,
): T | null {
  return foldCondition(condition, isPlayerLeaf, fold);
}

/** What a player filter can test of a screen. */
export interface PlayerFacts {
  playerCode: string;
  name: string;
  locationCode: string | null;
  playerFormatCode: string;
  /** The layer codes of the screen's format. */
  layerCodes: readonly string[];
  tagCodes: readonly string[];
  /** The PlayerStatus filter values that hold for the screen now. */
  statusValues: readonly string[];
  /**
   * The content type tag codes the screen accepts (its `ContentTypes` setting); empty or absent:
   * all, as when the account's ContentType application is off.
   */
  acceptedContentTypes?: readonly string[];
  /** The clusters that hold the screen now (listed, or by its location); none when absent. */
  clusterCodes?: readonly string[];
}

function leafHolds(leaf: PlayerConditionLeaf, player: PlayerFacts): boolean {
  const anyOf = (values: readonly string[]) => leaf.codes.some((code) => values.includes(code));
  switch (leaf.nodeType) {
    case 'Players':
      return leaf.codes.includes(player.playerCode);
    case 'Locations':
      return player.locationCode !== null && leaf.codes.includes(player.locationCode);
    case 'Aspects':
      return leaf.codes.includes(player.playerFormatCode);
    case 'Layers':
      return anyOf(player.layerCodes);
    case 'Tags':
      return anyOf(player.tagCodes);
    case 'PlayerStatus':
      return anyOf(player.statusValues);
    case 'SearchText': {
      const name = player.name.toLowerCase();
      return leaf.codes.some((text) => name.includes(text.toLowerCase()));
    }
  }
}

/**
 * Whether a player filter's condition selects a screen. In holds when any code matches, NotIn
 * when none does; a condition that does not restrict screens selects every screen.
 */
export function matchesPlayer(
  condition: FilterCondition | null | undefined,
  player: PlayerFacts,
): boolean {
  const matches = foldPlayerCondition<boolean>(condition, {
    leaf: (leaf) => leafHolds(leaf, player) === (leaf.codeCondition === 'In'),
    group: (operator, parts) => (operator === 'AND' ? parts.every(Boolean) : parts.some(Boolean)),
  });
  return matches ?? true;
}
