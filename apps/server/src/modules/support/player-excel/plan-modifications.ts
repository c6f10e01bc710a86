import {
  codeSchema,
  mountedDirection,
  playerNameSchema,
  type ReviewedModification,
  type WorkbookRowError,
} from '@marquee/contracts';
import type { z } from 'zod';
import type { WorkbookLocation, WorkbookPlayer } from './account-players';
import type { WorkbookRow } from './read-players-workbook';
import { columnHeader } from './workbook-header';

export interface ModificationPlan {
  Modifications: ReviewedModification[];
  RowErrors: WorkbookRowError[];
  unchangedCount: number;
}

const playerCode = columnHeader('PlayerCode');
const locationCodeColumn = columnHeader('LocationCode');

function parsed<T>(schema: z.ZodType<T>, column: string, text: string, errors: string[]) {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  errors.push(`${column}: ${result.error.issues[0]?.message ?? 'is not valid'}`);
  return undefined;
}

/**
 * The location a row names by its code, or why not. The name beside it is there to be read: one
 * that no longer matches the code says the person meant to move the player by its name, which
 * the workbook cannot do, so the row is refused rather than the name ignored.
 */
function rowLocation(
  cells: WorkbookRow['cells'],
  locations: ReadonlyMap<string, WorkbookLocation>,
  errors: string[],
): string | null {
  const code = cells.LocationCode === '' ? null : cells.LocationCode;
  const location = code === null ? undefined : locations.get(code);
  if (code !== null && !location) {
    errors.push(`${locationCodeColumn}: there is no location with this code in this account`);
  } else if (cells.LocationName !== '' && cells.LocationName !== location?.name) {
    errors.push(
      `${columnHeader('LocationName')}: does not name the location of ${locationCodeColumn}; move a player by writing its new location's code there`,
    );
  }
  return code;
}

/**
 * What each row would change on its player of the account, with the values it changes from,
 * or why the row is refused: a malformed or unknown player code (another account's players are
 * unknown here), a code listed twice, a bad name, an unknown location or one whose name beside
 * it was changed, or an unknown mounted direction. Errors name columns by their headers.
 */
export function planModifications(
  rows: readonly WorkbookRow[],
  players: readonly WorkbookPlayer[],
  locations: ReadonlyMap<string, WorkbookLocation>,
): ModificationPlan {
  const byCode = new Map(players.map((player) => [player.playerCode, player]));
  const seen = new Set<string>();
  const plan: ModificationPlan = { Modifications: [], RowErrors: [], unchangedCount: 0 };
  for (const { rowNumber, cells } of rows) {
    const errors: string[] = [];
    const code = parsed(codeSchema, playerCode, cells.PlayerCode, errors);
    const player = code === undefined ? undefined : byCode.get(code);
    if (code !== undefined && !player) {
      errors.push(`${playerCode}: there is no player with this code in this account`);
    }
    if (code !== undefined && seen.has(code))
      errors.push(`${playerCode}: listed on an earlier row`);
    if (code !== undefined) seen.add(code);
    const name = parsed(playerNameSchema, columnHeader('Name'), cells.Name, errors);
    const locationCode = rowLocation(cells, locations, errors);
    const direction = parsed(
      mountedDirection,
      columnHeader('MountedDirection'),
      cells.MountedDirection,
      errors,
    );
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
