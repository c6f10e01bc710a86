import { describe, expect, it } from 'vitest';
import { builtInRoles } from './built-in-roles';
import { grantsExceeding, levelCovers } from './grants-exceeding';

describe('levelCovers', () => {
  it('covers a level of the same or a lower rank', () => {
    expect(levelCovers('AddAndEdit', 'ViewOnly')).toBe(true);
    expect(levelCovers('AddAndEdit', 'AddAndEdit')).toBe(true);
    expect(levelCovers('Enabled', 'Enabled')).toBe(true);
  });

  it('does not cover a higher rank', () => {
    expect(levelCovers('ViewOnly', 'AddAndEdit')).toBe(false);
    expect(levelCovers('AddAndEdit', 'Enabled')).toBe(false);
    expect(levelCovers(undefined, 'ViewOnly')).toBe(false);
  });

  it('always covers levels that grant nothing', () => {
    for (const nothing of ['None', 'Hide', 'Disabled', undefined] as const) {
      expect(levelCovers(undefined, nothing)).toBe(true);
    }
  });

  it('treats levels limited to the own locations as narrower than unlimited ones', () => {
    expect(levelCovers('AddAndEdit', 'AddAndEditOnSameLocationOnly')).toBe(true);
    expect(levelCovers('ViewOnly', 'ViewOnSameLocationOnly')).toBe(true);
    expect(levelCovers('AddAndEditOnSameLocationOnly', 'ViewOnSameLocationOnly')).toBe(true);
    expect(levelCovers('AddAndEditOnSameLocationOnly', 'AddAndEdit')).toBe(false);
    expect(levelCovers('AddAndEditOnSameLocationOnly', 'ViewOnly')).toBe(false);
    expect(levelCovers('ViewOnSameLocationOnly', 'ViewOnly')).toBe(false);
  });
});

describe('grantsExceeding', () => {
  it('names each code where the wanted grants go beyond the held ones', () => {
    const held = { RolesAndUsers: 'AddAndEdit', Screens: 'ViewOnly' } as const;
    expect(grantsExceeding({ RolesAndUsers: 'ViewOnly' }, held)).toEqual([]);
    expect(
      grantsExceeding({ Screens: 'AddAndEdit', Settings: 'ViewOnly', Broadcast: 'None' }, held),
    ).toEqual(['Screens', 'Settings']);
  });

  it('finds the Administrator role wider than a user who only edits users and roles', () => {
    const administrator = builtInRoles.Administrator.grants;
    expect(grantsExceeding(administrator, { RolesAndUsers: 'AddAndEdit' })).toContain('Settings');
    expect(grantsExceeding(administrator, administrator)).toEqual([]);
  });
});
