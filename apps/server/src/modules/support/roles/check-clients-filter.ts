import { clientNodeTypes, conditionLeaves, isClientNodeType } from '@marquee/domain';
import { inArray } from 'drizzle-orm';
import { organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { BadRequest, Forbidden, NotFound } from '../../../platform/errors';
import { knownClients, type SupportActor } from '../../scope';
import { reachesOnlyNamedClients } from './role-limits';
import type { SupportRoleInput } from './support-role-values';

type ClientsFilter = SupportRoleInput['ClientsFilter'];

const conditionField = (path: string) => `ClientsFilter.Condition${path ? `.${path}` : ''}`;

/** The codes among `codes` that `known` lacks, first one first. */
const missing = (codes: readonly string[], known: ReadonlySet<string>) =>
  codes.filter((code) => !known.has(code));

async function knownOrganizations(db: Database, codes: string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .select({ code: organizations.organizationCode })
    .from(organizations)
    .where(inArray(organizations.organizationCode, codes));
  return new Set(rows.map((row) => row.code));
}

/**
 * Checks a support role's clients filter (its shape already checked by the contract) before it
 * is saved. The condition may only use node types that say something about a client, and its
 * codes, like the fixed list's, must name clients the caller reaches (others are "no such
 * client", 404 as everywhere in the console) and organizations that exist. Someone who reaches
 * only some clients may not hand out a role reaching more than they do.
 */
export async function checkClientsFilter(
  db: Database,
  actor: SupportActor,
  filter: ClientsFilter,
): Promise<ClientsFilter> {
  const reach = await actor.clients();
  const leaves = filter?.Condition ? conditionLeaves(filter.Condition) : [];
  for (const { path, leaf } of leaves) {
    if (!isClientNodeType(leaf.nodeType)) {
      throw new BadRequest(
        `${conditionField(path)}.nodeType: ${leaf.nodeType} says nothing about a client; use ${clientNodeTypes.join(', ')}`,
      );
    }
  }
  const list = filter?.FixedPlayerList ?? [];
  if (!reach.isEveryClient && !reachesOnlyNamedClients(list, leaves)) {
    throw new Forbidden(
      'ClientsFilter: you reach only some clients, so a role you save may reach only clients you name (a fixed list, or Clients In nodes)',
    );
  }
  if (!filter) return filter;
  const codesOf = (nodeType: string) =>
    leaves.filter(({ leaf }) => leaf.nodeType === nodeType).flatMap(({ leaf }) => leaf.codes);
  const known = {
    Clients: {
      codes: await knownClients(db, reach, [...list, ...codesOf('Clients')]),
      what: 'client',
    },
    Organization: {
      codes: await knownOrganizations(db, codesOf('Organization')),
      what: 'organization',
    },
  };
  const [unknownListed] = missing(list, known.Clients.codes);
  if (unknownListed !== undefined) {
    throw new NotFound(
      `ClientsFilter.FixedPlayerList[${list.indexOf(unknownListed)}]: no such client ${unknownListed}`,
    );
  }
  for (const { path, leaf } of leaves) {
    // Search texts are free text; only codes have to exist.
    if (leaf.nodeType !== 'Clients' && leaf.nodeType !== 'Organization') continue;
    const { codes, what } = known[leaf.nodeType];
    const [unknown] = missing(leaf.codes, codes);
    if (unknown !== undefined) {
      throw new NotFound(`${conditionField(path)}.codes: no such ${what} ${unknown}`);
    }
  }
  return filter;
}
