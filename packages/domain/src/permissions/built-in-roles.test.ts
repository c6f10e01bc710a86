import { describe, expect, it } from 'vitest';
import { can } from './can';
import { builtInRoles, type BuiltInRoleName } from './built-in-roles';

function subjectOf(name: BuiltInRoleName) {
  return { isAdmin: false, authorisation: { ...builtInRoles[name].grants } };
}

describe('built-in roles', () => {
  it('let administrators edit everything in the account', () => {
    const administrator = subjectOf('Administrator');
    for (const resource of ['Screens', 'MediaLibrary', 'Settings', 'RolesAndUsers'] as const) {
      expect(can(administrator, resource, 'edit')).toBe(true);
    }
  });

  it('let publishers publish content but keep them out of users and settings', () => {
    const publisher = subjectOf('Publisher');
    expect(can(publisher, 'Broadcast', 'edit')).toBe(true);
    expect(can(publisher, 'MediaLibrary', 'edit')).toBe(true);
    expect(can(publisher, 'Screens', 'edit')).toBe(true);
    expect(can(publisher, 'RolesAndUsers', 'view')).toBe(false);
    expect(can(publisher, 'Settings', 'view')).toBe(false);
  });

  it('let administrators and publishers save item filters, users not', () => {
    expect(can(subjectOf('Administrator'), 'AccountItems.Filter', 'edit')).toBe(true);
    expect(can(subjectOf('Publisher'), 'AccountItems.Filter', 'edit')).toBe(true);
    expect(can(subjectOf('Publisher'), 'AccountItems', 'edit')).toBe(false);
    expect(can(subjectOf('User'), 'AccountItems.Filter', 'view')).toBe(false);
  });

  it('let users view screens and broadcasts, keep media, and nothing more', () => {
    const user = subjectOf('User');
    expect(can(user, 'Broadcast', 'view')).toBe(true);
    expect(can(user, 'Broadcast', 'edit')).toBe(false);
    expect(can(user, 'Screens', 'edit')).toBe(false);
    expect(can(user, 'MediaLibrary', 'edit')).toBe(true);
    expect(can(user, 'Settings', 'view')).toBe(false);
  });
});
