import {
  mediaFilterCalls,
  playerFilterCalls,
  supportPlayerFilterCalls,
  type SavedFilterNames,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { defineRoute, type CallContext, type Route } from '../../platform/http/define-route';
import type { FilterScope, SavedFilterKind } from './filter-scope';
import * as service from './saved-filters.service';

const ok = { ok: true } as const;

type Calls = typeof playerFilterCalls | typeof mediaFilterCalls | typeof supportPlayerFilterCalls;
type AnyContext = CallContext<Calls['list']>;

/** The kind's field names on a view: `{ playerFilterCode, playerFilterName, ... }`. */
function named(names: SavedFilterNames<string>, view: service.SavedFilterView) {
  return {
    [names.code]: view.filterCode,
    [names.name]: view.filterName,
    condition: view.condition,
    conditionLookups: view.conditionLookups,
  };
}

/**
 * One filter in the kind's answer. The kind's field names are computed, which the calls'
 * inferred answer types cannot follow; answers are still checked against the call's schema in
 * tests and development.
 */
function oneFilter(names: SavedFilterNames<string>, view: service.SavedFilterView) {
  return { success: ok, [names.one]: named(names, view) } as never;
}

/** `{ PlayerFilter: { PlayerFilterName }, Filter: { Condition } }` as a name and a condition. */
function input(names: SavedFilterNames<string>, body: unknown): service.SavedFilterInput {
  const parts = body as Record<string, Record<string, string>> & {
    Filter: { Condition: FilterCondition };
  };
  return {
    filterName: parts[names.one]?.[names.bodyName] ?? '',
    condition: parts.Filter.Condition,
  };
}

/**
 * The five routes of one kind of saved filter: the provider's own filters on the support backend,
 * the token's account's on the customer backend.
 */
function savedFilterRoutes(calls: Calls, kind: SavedFilterKind): Route[] {
  const { names } = calls;
  const isProvider = calls.list.backend === 'support';
  const scopeOf = (context: Pick<AnyContext, 'auth' | 'tenant'>): FilterScope => ({
    kind,
    auth: context.auth,
    accountId: isProvider ? null : context.tenant.accountId,
  });
  const id = (params: unknown) => (params as { id: string }).id;
  return [
    defineRoute(calls.list, async (context) => {
      const page = await service.listSavedFilters(context.db, scopeOf(context), context.query);
      return {
        success: ok,
        [names.many]: page.filters.map((view) => named(names, view)),
        hasMore: page.hasMore,
        continuationToken: page.continuationToken,
      } as never;
    }),
    defineRoute(calls.get, async (context) => {
      const view = await service.getSavedFilter(context.db, scopeOf(context), id(context.params));
      return oneFilter(names, view);
    }),
    defineRoute(calls.create, async (context) => {
      const scope = scopeOf(context);
      const view = await service.createSavedFilter(context.db, scope, input(names, context.body));
      return oneFilter(names, view);
    }),
    defineRoute(calls.update, async (context) => {
      const scope = scopeOf(context);
      const code = id(context.params);
      const view = await service.updateSavedFilter(
        context.db,
        scope,
        code,
        input(names, context.body),
      );
      return oneFilter(names, view);
    }),
    defineRoute(calls.remove, async (context) => {
      await service.deleteSavedFilter(context.db, scopeOf(context), id(context.params));
      return { success: ok };
    }),
  ];
}

export const savedFilterRouteList = [
  ...savedFilterRoutes(playerFilterCalls, 'Player'),
  ...savedFilterRoutes(mediaFilterCalls, 'Media'),
  ...savedFilterRoutes(supportPlayerFilterCalls, 'Player'),
];
