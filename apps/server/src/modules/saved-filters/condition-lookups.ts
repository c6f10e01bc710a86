import type { ConditionLookup } from '@marquee/contracts';
import {
  isConditionGroup,
  type FilterCondition,
  type FilterConditionNode,
  type FilterNodeType,
} from '@marquee/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  accounts,
  formatLayers,
  locations,
  media,
  organizations,
  playerFormats,
  players,
  tags,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { reachedAccounts, type Actor, type SupportActor } from '../scope';
import type { FilterCaller } from './filter-caller';

type CodesByType = Map<FilterNodeType, Set<string>>;
type Named = { code: string; name: string; color?: string | null };

function collectCodes(node: FilterConditionNode, into: CodesByType) {
  if (isConditionGroup(node)) {
    for (const child of node.subNodes) collectCodes(child, into);
    return;
  }
  const codes = into.get(node.nodeType) ?? new Set<string>();
  for (const code of node.codes) codes.add(code);
  into.set(node.nodeType, codes);
}

/**
 * One query per node type, each limited to the account's rows and, for screens and media, to
 * those the actor may see: a name outside their scope is never answered.
 */
async function accountLookup(
  db: Database,
  actor: Actor,
  nodeType: FilterNodeType,
  codes: string[],
) {
  const { accountId } = actor;
  switch (nodeType) {
    case 'Locations':
      return db
        .select({ code: locations.locationCode, name: locations.name })
        .from(locations)
        .where(and(eq(locations.accountId, accountId), inArray(locations.locationCode, codes)));
    case 'Tags':
      return db
        .select({ code: tags.tagCode, name: tags.name, color: tags.color })
        .from(tags)
        .where(and(eq(tags.accountId, accountId), inArray(tags.tagCode, codes)));
    case 'Players':
      return db
        .select({ code: players.playerCode, name: players.name })
        .from(players)
        .where(and(await actor.players(), inArray(players.playerCode, codes)));
    case 'Media':
      return db
        .select({ code: media.mediaCode, name: media.displayName })
        .from(media)
        .where(and(await actor.media(), inArray(media.mediaCode, codes)));
    case 'Layers':
      return db
        .select({ code: formatLayers.layerCode, name: formatLayers.name })
        .from(formatLayers)
        .innerJoin(playerFormats, eq(playerFormats.id, formatLayers.playerFormatId))
        .where(
          and(
            or(eq(playerFormats.accountId, accountId), isNull(playerFormats.accountId)),
            inArray(formatLayers.layerCode, codes),
          ),
        );
    case 'Aspects':
      // An aspect's code is its name ("16:9").
      return codes.map((code) => ({ code, name: code }));
    default:
      return [];
  }
}

/** The provider's filters name clients (only those the caller reaches) and organizations. */
async function providerLookup(
  db: Database,
  actor: SupportActor,
  nodeType: FilterNodeType,
  codes: string[],
): Promise<Named[]> {
  if (nodeType === 'Organization') {
    return db
      .select({ code: organizations.organizationCode, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.organizationCode, codes));
  }
  if (nodeType !== 'Clients') return [];
  const reach = await actor.clients();
  return db
    .select({ code: accounts.accountCode, name: accounts.name })
    .from(accounts)
    .where(and(inArray(accounts.accountCode, codes), reachedAccounts(reach)));
}

function toLookup({ code, name, color }: Named): ConditionLookup {
  return { code, name, attributes: color ? [{ type: 'Color', value: color }] : [] };
}

type LookupRows = (nodeType: FilterNodeType, codes: string[]) => Promise<Named[]>;

/**
 * The names (and tag colours) of every code in the conditions, resolved once per node type for
 * all of them; a code the caller cannot see (another account's, or a screen or medium outside
 * their scope) resolves to nothing. Keyed by condition; a saved filter's or a broadcast group's.
 */
export function resolveConditionLookups(
  db: Database,
  actor: FilterCaller,
  conditions: readonly FilterCondition[],
): Promise<Map<FilterCondition, ConditionLookup[]>> {
  return lookupsOf(conditions, (nodeType, codes) =>
    actor.accountId === null
      ? providerLookup(db, actor, nodeType, codes)
      : accountLookup(db, actor, nodeType, codes),
  );
}

async function lookupsOf(
  conditions: readonly FilterCondition[],
  lookupRows: LookupRows,
): Promise<Map<FilterCondition, ConditionLookup[]>> {
  const all: CodesByType = new Map();
  for (const condition of conditions) collectCodes(condition, all);
  const named = new Map<string, ConditionLookup>();
  await Promise.all(
    [...all].map(async ([nodeType, codes]) => {
      const rows = await lookupRows(nodeType, [...codes]);
      for (const row of rows) named.set(`${nodeType}:${row.code}`, toLookup(row));
    }),
  );
  return new Map(
    conditions.map((condition) => {
      const own: CodesByType = new Map();
      collectCodes(condition, own);
      const lookups = [...own].flatMap(([nodeType, codes]) =>
        [...codes].flatMap((code) => named.get(`${nodeType}:${code}`) ?? []),
      );
      return [condition, lookups];
    }),
  );
}
