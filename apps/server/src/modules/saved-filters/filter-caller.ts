import type { Actor, SupportActor } from '../scope';

export type SavedFilterKind = 'Player' | 'Media' | 'Item';

/**
 * Who calls, and so whose filters a call works on: a customer actor's account's, or, for a
 * support user on the support backend (no account), the provider's own.
 */
export type FilterCaller = Actor | SupportActor;
