import type { Resource } from '@marquee/domain';
import type { Requirement } from './app-route';

/** Shorthands for a route's permission column: every listed resource at the action. */
export const viewOf = (...resources: Resource[]): Requirement[] =>
  resources.map((resource) => ({ resource, action: 'view' }));

export const editOf = (...resources: Resource[]): Requirement[] =>
  resources.map((resource) => ({ resource, action: 'edit' }));
