import {
  foldCondition,
  playerNodeTypes,
  type ClientConditionLeaf,
  type FilterCondition,
  type FilterConditionLeaf,
  type PlayerConditionLeaf,
} from '@marquee/domain';
import { and, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { accounts, players } from '../../db/schema';
import { clientLeafHolds } from './client-condition-sql';
import { playerLeafHolds } from './player-condition-sql';

type FleetLeaf = PlayerConditionLeaf | ClientConditionLeaf;

/**
 * The console's player search reads both the screen's and its client's nodes. A SearchText node
 * stays the screen's name, as in every player filter, rather than also the client's name.
 */
const isFleetLeaf = (leaf: FilterConditionLeaf): leaf is FleetLeaf =>
  (playerNodeTypes as readonly string[]).includes(leaf.nodeType) ||
  leaf.nodeType === 'Clients' ||
  leaf.nodeType === 'Organization';

function fleetLeafHolds(leaf: FleetLeaf): SQL {
  // The fold let through only the client's Clients and Organization nodes, SearchText as the screen's.
  if (leaf.nodeType === 'Clients' || leaf.nodeType === 'Organization') {
    return inArray(
      players.accountId,
      sql`(select ${accounts.id} from ${accounts} where ${clientLeafHolds(leaf as ClientConditionLeaf)})`,
    );
  }
  return playerLeafHolds(leaf as PlayerConditionLeaf);
}

/**
 * A predicate over `players` for a filter over the whole fleet: the screen nodes as in
 * `playerConditionSql`, and Clients and Organization nodes on the screen's client, folded in one
 * reading so that an OR across the two holds as written. Undefined: no restriction.
 */
export function fleetConditionSql(condition: FilterCondition | null | undefined): SQL | undefined {
  const predicate = foldCondition<FleetLeaf, SQL>(condition, isFleetLeaf, {
    leaf: (leaf) =>
      leaf.codeCondition === 'In' ? fleetLeafHolds(leaf) : (not(fleetLeafHolds(leaf)) as SQL),
    group: (operator, parts) => (operator === 'AND' ? and(...parts) : or(...parts)) as SQL,
  });
  return predicate ?? undefined;
}
