import {
  foldPlayerCondition,
  noContactAfterMs,
  type FilterCondition,
  type PlayerConditionLeaf,
} from '@marquee/domain';
import {
  and,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { formatLayers, locations, playerFormats, players, playerTags, tags } from '../../db/schema';
import { containsText } from '../../platform/db/like-pattern';

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/** The PlayerStatus values as conditions on the columns the status is made of. */
function statusHolds(value: string): SQL {
  switch (value) {
    case 'FakePlayer':
      return isNull(players.pairedAt);
    case 'NotStarted':
      return and(isNotNull(players.pairedAt), isNull(players.lastHeartbeatAt)) as SQL;
    case 'OK':
      return sql`${players.lastHeartbeatAt} > now() - make_interval(secs => ${noContactAfterMs / 1000})`;
    case 'NoContactOrErrorFor12Hours':
      return lt(players.lastHeartbeatAt, hoursAgo(12));
    case 'NoContactOrErrorFor24Hours':
      return lt(players.lastHeartbeatAt, hoursAgo(24));
    case 'NoContactOrErrorFor48Hours':
      return lt(players.lastHeartbeatAt, hoursAgo(48));
    default:
      return sql`false`;
  }
}

/** Whether a player is one of a leaf's codes. */
export function playerLeafHolds(leaf: PlayerConditionLeaf): SQL {
  switch (leaf.nodeType) {
    case 'Players':
      return inArray(players.playerCode, leaf.codes);
    case 'Locations':
      return inArray(
        players.locationId,
        sql`(select ${locations.id} from ${locations} where ${and(
          eq(locations.accountId, players.accountId),
          inArray(locations.locationCode, leaf.codes),
        )})`,
      );
    case 'Aspects':
      return inArray(
        players.playerFormatId,
        sql`(select ${playerFormats.id} from ${playerFormats} where ${inArray(
          playerFormats.playerFormatCode,
          leaf.codes,
        )})`,
      );
    case 'Layers':
      return exists(
        sql`(select 1 from ${formatLayers} where ${and(
          eq(formatLayers.playerFormatId, players.playerFormatId),
          inArray(formatLayers.layerCode, leaf.codes),
        )})`,
      );
    case 'Tags':
      return exists(
        sql`(select 1 from ${playerTags} inner join ${tags} on ${eq(tags.id, playerTags.tagId)} where ${and(
          eq(playerTags.playerId, players.id),
          inArray(tags.tagCode, leaf.codes),
        )})`,
      );
    case 'SearchText':
      return or(...leaf.codes.map((text) => containsText(players.name, text))) as SQL;
    case 'PlayerStatus':
      return or(...leaf.codes.map(statusHolds)) as SQL;
  }
}

/**
 * A predicate over `players` that selects the players a filter condition describes, for saved
 * player filters, the search and the roles' screens filters alike. Leaves of other dimensions
 * (media, clients) and empty groups restrict nothing. Undefined: no restriction.
 */
export function playerConditionSql(condition: FilterCondition | null | undefined): SQL | undefined {
  const predicate = foldPlayerCondition<SQL>(condition, {
    leaf: (leaf) =>
      leaf.codeCondition === 'In' ? playerLeafHolds(leaf) : (not(playerLeafHolds(leaf)) as SQL),
    group: (operator, parts) => (operator === 'AND' ? and(...parts) : or(...parts)) as SQL,
  });
  return predicate ?? undefined;
}
