import type { Resource, SubPartResource } from '@marquee/domain';
import { z } from 'zod';
import { codeOf, codeSchema, type CodeKind } from '../core/codes';
import { defineCall, permission, type Backend } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';
import {
  conditionLookupSchema,
  filterConditionSchema,
  filterNameSchema,
  unseenConditionSchema,
} from './filter-condition.schema';

/** The spec's field names of one kind of saved filter, e.g. `playerFilterCode`, `PlayerFilters`. */
export interface SavedFilterNames<K extends string> {
  code: `${K}FilterCode`;
  name: `${K}FilterName`;
  one: `${Capitalize<K>}Filter`;
  many: `${Capitalize<K>}Filters`;
  bodyName: `${Capitalize<K>}FilterName`;
}

function namesOf<K extends string>(kind: K): SavedFilterNames<K> {
  const Kind = (kind.charAt(0).toUpperCase() + kind.slice(1)) as Capitalize<K>;
  return {
    code: `${kind}FilterCode`,
    name: `${kind}FilterName`,
    one: `${Kind}Filter`,
    many: `${Kind}Filters`,
    bodyName: `${Kind}FilterName`,
  };
}

/** `{ [key]: schema }` keeping the key's literal type for inference. */
function field<Key extends string, S extends z.ZodType>(key: Key, schema: S) {
  return { [key]: schema } as { [P in Key]: S };
}

interface SavedFilterOptions<K extends string> {
  /** `player`, `media` or `attribute`: prefixes the spec's field names. */
  kind: K;
  backend: Backend;
  /** The spec's path, e.g. `/api/playerfilter`. */
  path: string;
  /** Where the list is when not at `path`, e.g. `/api/facts/filters/Item/search`. */
  listPath?: string;
  /** Operation id prefix, e.g. `playerFilters`. */
  id: string;
  /** What the summaries call it, e.g. `player filter`. */
  noun: string;
  /** Whose filters: "the account's" or "the provider's". */
  owner: string;
  resource: Resource;
  /** What saving, overwriting and deleting need when not `resource` (its Filter sub-part). */
  editResource?: SubPartResource;
}

/**
 * The five calls of one kind of saved filter (spec 001 section 7 "Filters", 000 "Organizations
 * and player filters"): list, get, create, update and delete, with the kind's field names.
 */
export function savedFilterCalls<const K extends string>(options: SavedFilterOptions<K>) {
  const { kind, backend, path, id, noun, owner, resource, listPath = path } = options;
  const names = namesOf(kind);
  const view = permission(resource, 'view');
  const edit = permission(options.editResource ?? resource, 'edit');
  const params = z.object({ id: codeOf(`${kind}Filter` as CodeKind) });
  const filter = z.object({
    ...field(names.code, codeSchema),
    ...field(names.name, z.string()),
    /**
     * Without the screens and media outside the caller's scope (a leaf or group holding only
     * those goes); a save by the caller keeps them.
     */
    condition: z.union([filterConditionSchema, unseenConditionSchema]),
    conditionLookups: z.array(conditionLookupSchema),
    /** How many screens and media the condition names outside the caller's scope: counts only. */
    outsideReach: z.object({
      screens: z.number().int().min(0),
      media: z.number().int().min(0),
    }),
  });
  const body = z.object({
    ...field(names.one, z.object(field(names.bodyName, filterNameSchema))),
    Filter: z.object({ Condition: filterConditionSchema }),
  });
  const one = envelope(field(names.one, filter));
  return {
    names,
    list: defineCall({
      id: `${id}.list`,
      backend,
      method: 'GET',
      path: listPath,
      summary: `${owner} ${noun}s by name, with search and paging.`,
      access: view,
      query: z.object({
        SearchText: searchText,
        OrderBy: z.enum(['name', 'createdAt']).default('name'),
        Order: sortOrder,
        ...pagingShape,
      }),
      response: envelope({ ...field(names.many, z.array(filter)), ...pageAnswerShape }),
    }),
    get: defineCall({
      id: `${id}.get`,
      backend,
      method: 'GET',
      path: `${path}/{id}`,
      summary: `One of ${owner.toLowerCase()} ${noun}s with the names of its codes.`,
      access: view,
      params,
      response: one,
    }),
    create: defineCall({
      id: `${id}.create`,
      backend,
      method: 'POST',
      path,
      summary: `Saves a new ${noun}; its name is unique whatever the case.`,
      access: edit,
      body,
      response: one,
      status: 201,
    }),
    update: defineCall({
      id: `${id}.update`,
      backend,
      method: 'PUT',
      path: `${path}/{id}`,
      summary: `Overwrites a ${noun}'s name and condition.`,
      access: edit,
      params,
      body,
      response: one,
    }),
    remove: defineCall({
      id: `${id}.delete`,
      backend,
      method: 'DELETE',
      path: `${path}/{id}`,
      summary: `Deletes a ${noun}.`,
      access: edit,
      params,
      response: emptyAnswer,
    }),
  };
}
