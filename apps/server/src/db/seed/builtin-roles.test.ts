import { can, type PermissionLevel } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { builtinRoles } from './builtin-roles';

function subjectOf(roleName: (typeof builtinRoles)[number]['name']) {
  const role = builtinRoles.find((candidate) => candidate.name === roleName);
  const authorisation: Record<string, PermissionLevel> = {};
  for (const grant of role?.permissions ?? [])
    authorisation[grant.componentCode] = grant.permission;
  return { isAdmin: false, authorisation };
}

describe('built-in roles', () => {
  it('let administrators edit everything in the account', () => {
    const administrator = subjectOf('Administrator');
    for (const resource of ['Screens', 'MediaLibrary', 'Settings', 'RolesAndUsers'] as const) {
      expect(can(administrator, resource, 'edit')).toBe(true);
    }
  });

  it('let publishers edit content and only view screens', () => {
    const publisher = subjectOf('Publisher');
    expect(can(publisher, 'Broadcast', 'edit')).toBe(true);
    expect(can(publisher, 'MediaLibrary', 'edit')).toBe(true);
    expect(can(publisher, 'Screens', 'view')).toBe(true);
    expect(can(publisher, 'Screens', 'edit')).toBe(false);
    expect(can(publisher, 'RolesAndUsers', 'view')).toBe(false);
  });

  it('let users view but not edit, and keep them out of settings', () => {
    const user = subjectOf('User');
    expect(can(user, 'Broadcast', 'view')).toBe(true);
    expect(can(user, 'Broadcast', 'edit')).toBe(false);
    expect(can(user, 'Settings', 'view')).toBe(false);
  });
});
