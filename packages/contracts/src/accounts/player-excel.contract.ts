import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope, fileAnswer } from '../core/envelope';
import { mountedDirection, playerNameSchema } from '../players/player-schemas';
import { accountParams } from './support-accounts.contract';

/*
 * An account's players as an Excel workbook (spec 000 section 7): export, upload to see what
 * would change row by row, then import the reviewed modifications in one transaction.
 */

const playersView = permission('SupportPlayers', 'view');
const playersEdit = permission('SupportPlayers', 'edit');

/**
 * The workbook's columns, in order, each with the header the first row of the sheet shows: words
 * a person reads, the location by its name as well, and every code in a column of its own.
 */
export const playerWorkbookColumns = [
  { key: 'PlayerCode', header: 'Player code' },
  { key: 'Name', header: 'Name' },
  { key: 'LocationName', header: 'Location' },
  { key: 'LocationCode', header: 'Location code' },
  { key: 'MountedDirection', header: 'Mounted direction' },
] as const;
export type PlayerWorkbookColumn = (typeof playerWorkbookColumns)[number]['key'];
/** The header of workbooks exported before it was readable: an upload still reads them. */
export const legacyPlayerWorkbookHeader = [
  'PlayerCode',
  'Name',
  'LocationCode',
  'MountedDirection',
] as const satisfies readonly PlayerWorkbookColumn[];
/** Most player rows one workbook may carry. */
export const maxWorkbookRows = 10_000;
/** Largest workbook an upload accepts. */
export const maxWorkbookBytes = 5 * 1024 * 1024;
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What one row of the workbook changes on its player; absent fields stay as they are. */
export const playerModificationSchema = z.object({
  /** The row of the sheet (the header is row 1). */
  RowNumber: z.number().int().min(2),
  PlayerCode: codeOf('player'),
  Name: playerNameSchema.optional(),
  /** Null takes the player out of its location. */
  LocationCode: codeOf('location').nullable().optional(),
  MountedDirection: mountedDirection.optional(),
});
export type PlayerModification = z.infer<typeof playerModificationSchema>;

/** A modification as the review shows it: with the player's values now, for what it changes. */
export const reviewedModificationSchema = playerModificationSchema.extend({
  Current: z.object({
    Name: z.string().optional(),
    LocationCode: codeOf('location').nullable().optional(),
    MountedDirection: z.string().optional(),
  }),
});
export type ReviewedModification = z.infer<typeof reviewedModificationSchema>;

export const workbookRowErrorSchema = z.object({
  RowNumber: z.number().int(),
  /** The row's player code as written, when it had one. */
  PlayerCode: z.string().nullable(),
  Errors: z.array(z.string()),
});
export type WorkbookRowError = z.infer<typeof workbookRowErrorSchema>;

export const exportPlayersExcel = defineCall({
  id: 'playerExcel.export',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/{id}/exportExcel',
  summary: "The account's players as an .xlsx named from the account and the time.",
  access: playersView,
  params: accountParams,
  responseFile: { contentTypes: [xlsxContentType] },
  response: fileAnswer,
});

export const uploadPlayersExcel = defineCall({
  id: 'playerExcel.upload',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts/{id}/uploadExcel',
  summary:
    'Reads a workbook (multipart part `file`) and answers the modifications it would make, with the errors of each refused row; changes nothing.',
  access: playersEdit,
  params: accountParams,
  requestFiles: { parts: ['file'] },
  response: envelope({
    Modifications: z.array(reviewedModificationSchema),
    RowErrors: z.array(workbookRowErrorSchema),
    unchangedCount: z.number().int(),
  }),
});

export const importPlayersExcel = defineCall({
  id: 'playerExcel.import',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts/{id}/importExcel',
  summary:
    'Applies reviewed modifications in one transaction (apply false only checks them); any refused row applies none.',
  access: playersEdit,
  params: accountParams,
  body: z.object({
    apply: z.boolean(),
    Modifications: z.array(playerModificationSchema).max(maxWorkbookRows),
  }),
  response: envelope({ appliedCount: z.number().int() }),
});
