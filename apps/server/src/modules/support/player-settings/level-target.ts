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
 * location or screen level one of its locations or screens, named (else 400). A location or
 * screen named must be the client's own, whatever the level (else 404, as for one that does not
 * exist).
 */
export async function findLevelTarget(db: Database, actor: SupportActor, input: LevelInput) {
  const client = await reachableClient(db, actor, input.accountCode, 'accountCode');
  const accountId = client.id;
  const locationId = input.locationCode
    ? await ownLocationId(db, accountId, input.locationCode)
    : null;
  const playerId = input.code ? await ownPlayerId(db, accountId, input.code) : null;
  const target = (): SettingTarget => {
    if (input.type === 'Account') return { accountId, level: 'Account' };
    if (input.type === 'Location') {
      if (!locationId) throw new BadRequest('locationCode: required for type Location');
      return { accountId, level: 'Location', locationId };
    }
    if (!playerId) throw new BadRequest('code: required for type Player');
    return { accountId, level: 'Player', playerId };
  };
  return { client, target: target() };
}

async function ownLocationId(db: Database, accountId: string, locationCode: string) {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, accountId), eq(locations.locationCode, locationCode)));
  if (!location) throw new NotFound('locationCode: no such location');
  return location.id;
}

async function ownPlayerId(db: Database, accountId: string, playerCode: string) {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.accountId, accountId), eq(players.playerCode, playerCode)));
  if (!player) throw new NotFound('code: no such screen');
  return player.id;
}
