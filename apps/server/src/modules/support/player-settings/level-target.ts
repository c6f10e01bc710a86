import type { SettingLevel } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import { locations, players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { BadRequest, NotFound } from '../../../platform/errors';
import type { SettingTarget } from '../../player-settings';
import { reachableClient, type SupportActor } from '../../scope';

export interface LevelInput {
  accountCode: string;
  type: SettingLevel;
  locationCode?: string;
  code?: string;
}

/**
 * The level a console call reads or writes: a client in the caller's reach (else 404), and for a
 * location or screen level one of its locations or screens, named (else 400) and its own (else
 * 404, as for one that does not exist).
 */
export async function findLevelTarget(db: Database, actor: SupportActor, input: LevelInput) {
  const client = await reachableClient(db, actor, input.accountCode, 'accountCode');
  const accountId = client.id;
  if (input.type === 'Account') {
    return { client, target: { accountId, level: 'Account' } as SettingTarget };
  }
  if (input.type === 'Location') {
    if (!input.locationCode) throw new BadRequest('locationCode: required for type Location');
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(eq(locations.accountId, accountId), eq(locations.locationCode, input.locationCode)),
      );
    if (!location) throw new NotFound('locationCode: no such location');
    const target: SettingTarget = { accountId, level: 'Location', locationId: location.id };
    return { client, target };
  }
  if (!input.code) throw new BadRequest('code: required for type Player');
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.accountId, accountId), eq(players.playerCode, input.code)));
  if (!player) throw new NotFound('code: no such screen');
  const target: SettingTarget = { accountId, level: 'Player', playerId: player.id };
  return { client, target };
}
