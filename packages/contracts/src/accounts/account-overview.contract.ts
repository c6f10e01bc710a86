import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';
import { filterConditionSchema } from '../saved-filters/filter-condition.schema';
import { accountPlayerShape, playerHealthShape } from '../players/player-schemas';
import { supportAccountSchema, supportAccountsView } from './support-accounts.contract';

/*
 * The console's account overview (spec 000 sections 2 and 7): one search over the players,
 * accounts and locations of every client the caller reaches. A search text has 3 characters or
 * more and is matched by trigram indexes; matches are capped before they are ordered, and
 * sizes are counted only up to a bound, so a common term costs what a rare one does.
 */

/** Sizes above this show as "more than" (`isExact` false) rather than being counted. */
export const overviewCountBound = 1000;

const boundedCount = z.object({
  count: z.number().int().nonnegative(),
  /** False when there are more than `count`. */
  isExact: z.boolean(),
});

/** One player row of the overview, with its account and location. */
export const overviewPlayerSchema = z.object({
  ...accountPlayerShape,
  ...playerHealthShape,
  resolution: z.string().nullable(),
  os: z.string().nullable(),
  playerVersion: z.string().nullable(),
  /** The address the server saw the screen's last beat come from. */
  ipAddress: z.string().nullable(),
  /** When the screen said its schedule leaves it nothing to play (ISO 8601), if within a week. */
  nextEmptyTimestamp: z.string().nullable(),
  errors: z.array(z.string()),
  /** Whether support staff may act in the player's account (its feature flag `enableAuth`). */
  isAccountSupportAccessEnabled: z.boolean(),
});

export const searchOverviewPlayers = defineCall({
  id: 'accountOverview.searchPlayers',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts/searchplayers',
  summary:
    "Players of the caller's clients whose name, account name or location name holds the search text, optionally narrowed to an account, a location and a player filter.",
  access: supportAccountsView,
  body: z.object({
    filterCondition: filterConditionSchema.optional(),
    searchText,
    order: sortOrder,
    /**
     * By the player's name (the order an index serves over every client's players), or by its
     * account's name and then its own, as the flat overview lists them.
     */
    orderBy: z.enum(['name', 'accountName']).default('name'),
    accountCode: codeOf('account').optional(),
    locationCode: codeOf('location').optional(),
    ...pagingShape,
  }),
  response: envelope({ accountsAndPlayers: z.array(overviewPlayerSchema), ...pageAnswerShape }),
});

export const accountsOverview = defineCall({
  id: 'accountOverview.accounts',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts/accountsoverview',
  summary: "The caller's clients whose name holds the search text, with their sizes.",
  access: supportAccountsView,
  body: z.object({
    searchText,
    order: sortOrder,
    orderBy: z.enum(['clientName', 'clientCode']).default('clientName'),
    ...pagingShape,
  }),
  response: envelope({
    accounts: z.array(
      supportAccountSchema.extend({
        screens: boundedCount,
        locations: boundedCount,
        /** Whether support staff may act in the account (its feature flag `enableAuth`). */
        isSupportAccessEnabled: z.boolean(),
      }),
    ),
    ...pageAnswerShape,
  }),
});

export const locationOverview = defineCall({
  id: 'accountOverview.locations',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts/locationoverview',
  summary: "Locations of the caller's clients whose name holds the search text, with their sizes.",
  access: supportAccountsView,
  body: z.object({
    searchText,
    order: sortOrder,
    accountCode: codeOf('account').optional(),
    ...pagingShape,
  }),
  response: envelope({
    locationOverview: z.array(
      z.object({
        accountCode: codeOf('account'),
        accountName: z.string(),
        locationCode: codeOf('location'),
        name: z.string(),
        city: z.string().nullable(),
        screens: boundedCount,
      }),
    ),
    ...pageAnswerShape,
  }),
});
