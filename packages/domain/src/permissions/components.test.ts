import { describe, expect, it } from 'vitest';
import { mergeAuthorisation } from './authorisation';
import { builtInRoles } from './built-in-roles';
import { can } from './can';
import { grantableCodes, signagePlayerComponents } from './components';

describe('permission components', () => {
  it('lists every spec component with its sub-parts as unique codes', () => {
    const codes = grantableCodes('SignagePlayer');
    expect(codes.has('Screens')).toBe(true);
    expect(codes.has('Screens.Filter')).toBe(true);
    expect(codes.has('MediaLibrary.Upload')).toBe(true);
    expect(grantableCodes('Support').has('SupportUsersAndRoles')).toBe(true);
  });

  it('marks account features as account components that switch on or off', () => {
    const contentType = signagePlayerComponents.find((c) => c.componentCode === 'ContentType');
    expect(contentType?.isAccountComponent).toBe(true);
    expect(contentType?.levels).toEqual(['Disabled', 'Enabled']);
  });

  it('grants built-in roles only levels their components accept', () => {
    for (const role of Object.values(builtInRoles)) {
      const codes = grantableCodes('SignagePlayer');
      for (const [code, level] of Object.entries(role.grants)) {
        expect(codes.get(code), code).toContain(level);
      }
    }
  });
});

describe('mergeAuthorisation', () => {
  it('keeps the highest level per resource across roles', () => {
    const merged = mergeAuthorisation([
      builtInRoles.User.grants,
      { Screens: 'AddAndEdit', MediaLibrary: 'ViewOnly' },
    ]);
    expect(merged.Screens).toBe('AddAndEdit');
    expect(merged.MediaLibrary).toBe('AddAndEdit');
    expect(can({ isAdmin: false, authorisation: merged }, 'Screens', 'edit')).toBe(true);
    expect(can({ isAdmin: false, authorisation: merged }, 'RolesAndUsers', 'view')).toBe(false);
  });
});
