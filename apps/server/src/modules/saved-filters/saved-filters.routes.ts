import {
  attributeFilterCalls,
  mediaFilterCalls,
  playerFilterCalls,
  supportPlayerFilterCalls,
  type CallDescriptor,
  type SavedFilterNames,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { defineRoute, type CallContext, type Route } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf, supportActorOf } from '../scope';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { createSavedFilter } from './create-saved-filter';
import { deleteSavedFilter } from './delete-saved-filter';
import { getSavedFilter } from './get-saved-filter';
import { listSavedFilters } from './list-saved-filters';
import type { SavedFilterInput, SavedFilterView } from './saved-filter-rows';
import { updateSavedFilter } from './update-saved-filter';

type Calls =
  | typeof playerFilterCalls
  | typeof mediaFilterCalls
  | typeof supportPlayerFilterCalls
  | typeof attributeFilterCalls;

/** The kind's field names on a view: `{ playerFilterCode, playerFilterName, ... }`. */
function named(names: SavedFilterNames<string>, view: SavedFilterView) {
  return {
    [names.code]: view.filterCode,
    [names.name]: view.filterName,
    condition: view.condition,
    conditionLookups: view.conditionLookups,
    outsideReach: view.outsideReach,
  };
}

/**
 * One filter in the kind's answer. The kind's field names are computed, which the calls'
 * inferred answer types cannot follow; answers are still checked against the call's schema in
 * tests and development.
 */
function oneFilter(names: SavedFilterNames<string>, view: SavedFilterView) {
  return { success: ok, [names.one]: named(names, view) } as never;
}

/** `{ PlayerFilter: { PlayerFilterName }, Filter: { Condition } }` as a name and a condition. */
function input(names: SavedFilterNames<string>, body: unknown): SavedFilterInput {
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
  const callerOf = (context: CallContext<CallDescriptor>): FilterCaller =>
    isProvider ? supportActorOf(context) : actorOf(context);
  const id = (params: unknown) => (params as { id: string }).id;
  return [
    defineRoute(calls.list, async (context) => {
      const page = await listSavedFilters(context.db, callerOf(context), kind, context.query);
      return {
        success: ok,
        [names.many]: page.filters.map((view) => named(names, view)),
        hasMore: page.hasMore,
        continuationToken: page.continuationToken,
      } as never;
    }),
    defineRoute(calls.get, async (context) => {
      const code = id(context.params);
      const view = await getSavedFilter(context.db, callerOf(context), kind, code);
      return oneFilter(names, view);
    }),
    defineRoute(calls.create, async (context) => {
      const caller = callerOf(context);
      const body = input(names, context.body);
      const view = await createSavedFilter(context.db, caller, kind, body);
      return oneFilter(names, view);
    }),
    defineRoute(calls.update, async (context) => {
      const caller = callerOf(context);
      const code = id(context.params);
      const view = await updateSavedFilter(
        context.db,
        caller,
        kind,
        code,
        input(names, context.body),
      );
      return oneFilter(names, view);
    }),
    defineRoute(calls.remove, async (context) => {
      await deleteSavedFilter(context.db, callerOf(context), kind, id(context.params));
      return { success: ok };
    }),
  ];
}

export const savedFilterRouteList = [
  ...savedFilterRoutes(playerFilterCalls, 'Player'),
  ...savedFilterRoutes(mediaFilterCalls, 'Media'),
  ...savedFilterRoutes(supportPlayerFilterCalls, 'Player'),
  ...savedFilterRoutes(attributeFilterCalls, 'Item'),
];
