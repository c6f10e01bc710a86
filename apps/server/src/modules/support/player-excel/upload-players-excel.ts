import { maxWorkbookBytes } from '@marquee/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/database';
import { BadRequest } from '../../../platform/errors';
import { reachableClient, type SupportActor } from '../../scope';
import { accountLocations, accountPlayers } from './account-players';
import { planModifications, type ModificationPlan } from './plan-modifications';
import { readPlayersWorkbook } from './read-players-workbook';

function badFile(error: unknown): never {
  // A body cut short or malformed is the sender's fault, not a server error.
  throw new BadRequest(`file: ${(error as Error).message}`);
}

/** The upload's part `file`, its size limited; 400 when the request carries none. */
async function workbookPart(request: FastifyRequest) {
  if (!request.isMultipart()) badFile(new Error('send the workbook as the multipart part "file"'));
  const part = await request
    .file({ limits: { fileSize: maxWorkbookBytes, files: 1 } })
    .catch(badFile);
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    badFile(new Error('send the workbook as the multipart part "file"'));
  }
  return part;
}

/** Reads the uploaded workbook (part `file`) and answers what it would change; changes nothing. */
export async function uploadPlayersExcel(
  db: Database,
  actor: SupportActor,
  accountCode: string,
  request: FastifyRequest,
): Promise<ModificationPlan> {
  const client = await reachableClient(db, actor, accountCode, 'id');
  const part = await workbookPart(request);
  const rows = await readPlayersWorkbook(part.file);
  const [players, locations] = await Promise.all([
    accountPlayers(db, client.id),
    accountLocations(db, client.id),
  ]);
  return planModifications(rows, players, locations);
}
