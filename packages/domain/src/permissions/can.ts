import {
  actionLevel,
  rankOf,
  type PermissionAction,
  type PermissionLevel,
} from './permission-levels';
import type { CustomerResource, Resource } from './resources';

/** A sub-part of a component (`MediaLibrary.Upload`); its level is held under that code. */
export type SubPartResource = `${CustomerResource}.${string}`;

/** What a permission check needs to know about a user. */
export interface PermissionSubject {
  isAdmin: boolean;
  authorisation: Partial<Record<string, PermissionLevel>>;
}

/** True when the subject's level for the resource (or sub-part) ranks at least the requested level. */
export function can(
  subject: PermissionSubject,
  resource: Resource | SubPartResource,
  requested: PermissionLevel | PermissionAction,
): boolean {
  if (resource === 'Admin') return subject.isAdmin;
  const level = requested === 'view' || requested === 'edit' ? actionLevel[requested] : requested;
  return rankOf(subject.authorisation[resource]) >= rankOf(level);
}

/** A route or screen passes only when every listed requirement passes. */
export function canAll(
  subject: PermissionSubject,
  requirements: ReadonlyArray<{ resource: Resource; action: PermissionAction }>,
): boolean {
  return requirements.every((r) => can(subject, r.resource, r.action));
}
