import type { CodeKind } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import {
  exampleRequest,
  isEmptyList,
  replaceAt,
  requestOf,
  type CodeInRequest,
  type FieldPath,
  type RequestPart,
  type WalkOperation,
} from './openapi-walk';
import { multipart } from './multipart-body';
import { snapshotTables } from './table-snapshot';

/** A code of each kind for rows the caller may reach, and for rows it may not. */
export interface Reach {
  reachable: Partial<Record<CodeKind, string>>;
  unreachable: Partial<Record<CodeKind, string>>;
  /**
   * Values no example can invent (a pairing code a waiting screen shows), set in every request
   * of the operation, so that only the code aimed at can make it fail.
   */
  fields?: Array<{ part: RequestPart; path: FieldPath; value: unknown }>;
}

/** A file a multipart request carries in one of its parts. */
export interface WalkFile {
  fileName: string;
  bytes: Buffer;
}

/** The names of the tables whose rows differ between two snapshots. */
interface JobRow {
  id: string;
  status: string;
  queue: string;
  payload: unknown;
  accountId: string | null;
  summary: string | null;
}

/** What a call may set on a job; its status, attempts, next run, lease and error are the worker's. */
const jobOwnFields = ({ queue, payload, accountId, summary }: JobRow) =>
  JSON.stringify([queue, payload, accountId, summary]);

/**
 * Whether a call added or changed a job. The worker runs jobs queued earlier whenever they are
 * due (a retry after a failure, say), moving their bookkeeping on and deleting those it finished,
 * so only a dead job, which the worker no longer touches, counts when it is gone.
 */
function jobsChanged(was: JobRow[] = [], is: JobRow[] = []): boolean {
  const before = new Map(was.map((job) => [job.id, job]));
  const after = new Set(is.map((job) => job.id));
  return (
    is.some((job) => {
      const old = before.get(job.id);
      return !old || jobOwnFields(old) !== jobOwnFields(job);
    }) || was.some((job) => job.status === 'dead' && !after.has(job.id))
  );
}

function changedTables(before: string, after: string): string[] {
  if (before === after) return [];
  const [was, is] = [before, after].map((text) => JSON.parse(text) as Record<string, unknown>);
  return Object.keys(is ?? {}).filter((name) =>
    name === 'jobs'
      ? jobsChanged(was?.[name] as JobRow[] | undefined, is?.[name] as JobRow[] | undefined)
      : JSON.stringify(was?.[name]) !== JSON.stringify(is?.[name]),
  );
}

/** The walk's rows and how to read an operation's answer to its own codes. */
export interface ReachWalk {
  /** Fresh rows for one operation: its own request may change or delete them. */
  reachOf: (operation: WalkOperation, kinds: ReadonlySet<CodeKind>) => Promise<Reach>;
  /**
   * The answer an operation gives to its example with every code in reach when that is not a
   * success, by operation id: the example cannot succeed for a reason that is not its codes.
   */
  ownAnswers?: Readonly<Record<string, number>>;
  /** The file each file part of a multipart operation carries; without it no body is sent. */
  fileOf?: (operation: WalkOperation, part: string) => WalkFile | undefined;
}

/** What `inject` sends: the request's parts, and its files as a multipart body when it has any. */
function injected(
  walk: ReachWalk,
  operation: WalkOperation,
  parts: Partial<Record<RequestPart, unknown>>,
  headers: { authorization: string },
) {
  const files = operation.fileParts.flatMap((name) => {
    const file = walk.fileOf?.(operation, name);
    return file ? [{ name, ...file }] : [];
  });
  if (files.length === 0) return { ...requestOf(operation, parts), headers };
  const body = multipart(files);
  return {
    ...requestOf(operation, parts),
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  };
}

/**
 * For each operation, first sends it once per code, that code naming a row out of the caller's
 * reach and the others rows within it, and then once with every code in reach. Answers,
 * readably, each call that did not answer 404 or changed a table, and each operation whose
 * own-codes request did not succeed: without that, a 404 proves nothing about the row aimed at.
 */
export async function answersToUnreachableCodes(
  app: FastifyInstance,
  codes: CodeInRequest[],
  headers: { authorization: string },
  walk: ReachWalk,
): Promise<string[]> {
  const wrong: string[] = [];
  const byOperation = new Map<WalkOperation, CodeInRequest[]>();
  for (const code of codes) {
    byOperation.set(code.operation, [...(byOperation.get(code.operation) ?? []), code]);
  }
  for (const [n, [operation, named]] of [...byOperation].entries()) {
    const reach = await walk.reachOf(operation, new Set(named.map((code) => code.kind)));
    // Texts of their own, so a name one call's own request saved never collides with the next's.
    const ownRequest = () => {
      const request = exampleRequest(
        operation,
        (kind) => reach.reachable[kind] ?? 'someCode',
        `Walk ${n}`,
      );
      for (const { part, path, value } of reach.fields ?? []) {
        request[part] = replaceAt(request[part], path, value);
      }
      return request;
    };
    for (const { part, path, kind } of named) {
      const request = ownRequest();
      request[part] = replaceAt(request[part], path, reach.unreachable[kind]);
      const before = await snapshotTables(app);
      const response = await app.inject(injected(walk, operation, request, headers));
      const changed = changedTables(before, await snapshotTables(app));
      // A list filtered by a row out of reach may also answer with nothing found.
      const foundNothing = response.statusCode === 200 && isEmptyList(response.json());
      if ((response.statusCode !== 404 && !foundNothing) || changed.length) {
        const where = [part, ...path].join(' ');
        const changes = changed.length ? `, changed ${changed.join(' ')}` : '';
        wrong.push(
          `${operation.id} ${where}: ${response.statusCode}${changes} ${response.body.slice(0, 160)}`,
        );
      }
    }
    const own = await app.inject(injected(walk, operation, ownRequest(), headers));
    // The work it queued (a mail, say) must not land in the next operation's snapshots.
    await app.jobs.drain();
    const expected = walk.ownAnswers?.[operation.id];
    const succeeded = expected === undefined ? own.statusCode < 300 : own.statusCode === expected;
    if (!succeeded) {
      wrong.push(`${operation.id} own codes: ${own.statusCode} ${own.body.slice(0, 160)}`);
    }
  }
  return wrong;
}
