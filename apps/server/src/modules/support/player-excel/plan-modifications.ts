import {
  codeSchema,
  mountedDirection,
  playerNameSchema,
  type ReviewedModification,
  type WorkbookRowError,
} from '@marquee/contracts';
import type { z } from 'zod';
import type { WorkbookPlayer } from './account-players';
import type { WorkbookRow } from './read-players-workbook';

export interface ModificationPlan {
  Modifications: ReviewedModification[];
  RowErrors: WorkbookRowError[];
  unchangedCount: number;
}

function parsed<T>(schema: z.ZodType<T>, column: string, text: string, errors: string[]) {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  errors.push(`${column}: ${result.error.issues[0]?.message ?? 'is not valid'}`);
  return undefined;
}

/**
 * What each row would change on its player of the account, with the values it changes from,
 * or why the row is refused: a malformed or unknown player code (another account's players are
 * unknown here), a code listed twice, a bad name, an unknown location or an unknown mounted
 * direction.
 */
export function planModifications(
  rows: readonly WorkbookRow[],
  players: readonly WorkbookPlayer[],
  locationCodes: ReadonlySet<string>,
): ModificationPlan {
  const byCode = new Map(players.map((player) => [player.playerCode, player]));
  const seen = new Set<string>();
  const plan: ModificationPlan = { Modifications: [], RowErrors: [], unchangedCount: 0 };
  for (const { rowNumber, cells } of rows) {
    const errors: string[] = [];
    const code = parsed(codeSchema, 'PlayerCode', cells.PlayerCode, errors);
    const player = code === undefined ? undefined : byCode.get(code);
    if (code !== undefined && !player) {
      errors.push('PlayerCode: there is no player with this code in this account');
    }
    if (code !== undefined && seen.has(code)) errors.push('PlayerCode: listed on an earlier row');
    if (code !== undefined) seen.add(code);
    const name = parsed(playerNameSchema, 'Name', cells.Name, errors);
    const locationCode = cells.LocationCode === '' ? null : cells.LocationCode;
    if (locationCode !== null && !locationCodes.has(locationCode)) {
      errors.push('LocationCode: there is no location with this code in this account');
    }
    const direction = parsed(mountedDirection, 'MountedDirection', cells.MountedDirection, errors);
    if (errors.length || !player || code === undefined) {
      plan.RowErrors.push({
        RowNumber: rowNumber,
        PlayerCode: cells.PlayerCode || null,
        Errors: errors,
      });
      continue;
    }
    const current: ReviewedModification['Current'] = {};
    const modification: ReviewedModification = {
      RowNumber: rowNumber,
      PlayerCode: code,
      Current: current,
    };
    if (name !== undefined && name !== player.name) {
      modification.Name = name;
      current.Name = player.name;
    }
    if (locationCode !== player.locationCode) {
      modification.LocationCode = locationCode;
      current.LocationCode = player.locationCode;
    }
    if (direction !== undefined && direction !== player.mountedDirection) {
      modification.MountedDirection = direction;
      current.MountedDirection = player.mountedDirection;
    }
    if (Object.keys(current).length > 0) plan.Modifications.push(modification);
    else plan.unchangedCount += 1;
  }
  return plan;
}
