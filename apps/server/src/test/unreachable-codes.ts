import type { CodeKind } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import {
  exampleRequest,
  isEmptyList,
  replaceAt,
  requestOf,
  type CodeInRequest,
} from './openapi-walk';
import { snapshotTables } from './table-snapshot';

/** A code of each kind for rows the caller may reach, and for rows it may not. */
export interface Reach {
  reachable: Partial<Record<CodeKind, string>>;
  unreachable: Partial<Record<CodeKind, string>>;
}

/**
 * Sends each operation once per code, that code naming a row out of the caller's reach and the
 * others rows within it. Answers, readably, each call that did not answer 404 or changed a table.
 */
export async function answersToUnreachableCodes(
  app: FastifyInstance,
  codes: CodeInRequest[],
  headers: { authorization: string },
  reach: Reach,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const { operation, part, path, kind } of codes) {
    const request = exampleRequest(operation, (code) => reach.reachable[code] ?? 'someCode');
    request[part] = replaceAt(request[part], path, reach.unreachable[kind]);
    const before = await snapshotTables(app);
    const response = await app.inject({ ...requestOf(operation, request), headers });
    const changed = (await snapshotTables(app)) !== before;
    // A list filtered by a row out of reach may also answer with nothing found.
    const foundNothing = response.statusCode === 200 && isEmptyList(response.json());
    if ((response.statusCode !== 404 && !foundNothing) || changed) {
      const where = [part, ...path].join(' ');
      wrong.push(
        `${operation.id} ${where}: ${response.statusCode}${changed ? ', changed' : ''} ${response.body.slice(0, 160)}`,
      );
    }
  }
  return wrong;
}
