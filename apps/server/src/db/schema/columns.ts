import { jsonb, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newCode } from '../codes';

/** Internal key; never leaves the server (public codes do). */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A public code column filled with a fresh random code on insert. */
export const publicCode = (name: string) =>
  varchar(name, { length: 64 }).notNull().$defaultFn(newCode);

/** A required reference to the row this one belongs to, and goes with when that row is deleted. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A filter as the spec's editors save it: a condition tree, its lookups and a fixed list. */
export interface SavedFilter {
  condition: unknown;
  conditionLookups?: unknown;
  fixedPlayerList?: string[];
}

export const filterColumn = (name: string) => jsonb(name).$type<SavedFilter>();
