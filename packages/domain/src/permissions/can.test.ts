import { describe, expect, it } from 'vitest';
import { can, canAll } from './can';
import { rankOf } from './permission-levels';

const viewer = {
  isAdmin: false,
  authorisation: { Screens: 'ViewOnly', MediaLibrary: 'AddAndEdit' },
} as const;

describe('permission ranks', () => {
  it('ranks the spec levels', () => {
    expect(rankOf('None')).toBe(0);
    expect(rankOf('Hide')).toBe(0);
    expect(rankOf('Disabled')).toBe(0);
    expect(rankOf('ViewOnSameLocationOnly')).toBe(10);
    expect(rankOf('AddAndEditOnSameLocationOnly')).toBe(50);
    expect(rankOf('Enabled')).toBe(1000);
    expect(rankOf(undefined)).toBe(0);
  });
});

describe('can', () => {
  it('passes when the level ranks at least the requested one', () => {
    expect(can(viewer, 'Screens', 'view')).toBe(true);
    expect(can(viewer, 'MediaLibrary', 'edit')).toBe(true);
    expect(can(viewer, 'MediaLibrary', 'ViewOnly')).toBe(true);
  });

  it('fails for a lower or missing level', () => {
    expect(can(viewer, 'Screens', 'edit')).toBe(false);
    expect(can(viewer, 'Broadcast', 'view')).toBe(false);
  });

  it('reads a sub-part by its own code, apart from its component', () => {
    const uploader = {
      ...viewer,
      authorisation: { MediaLibrary: 'ViewOnly', 'MediaLibrary.Upload': 'AddAndEdit' },
    } as const;
    expect(can(uploader, 'MediaLibrary.Upload', 'edit')).toBe(true);
    expect(can(uploader, 'MediaLibrary', 'edit')).toBe(false);
    expect(can(viewer, 'MediaLibrary.Upload', 'view')).toBe(false);
  });

  it('lets only admins through the Admin resource', () => {
    expect(can(viewer, 'Admin', 'view')).toBe(false);
    expect(can({ ...viewer, isAdmin: true }, 'Admin', 'edit')).toBe(true);
  });

  it('needs every requirement of a route', () => {
    const both = [
      { resource: 'Screens', action: 'view' },
      { resource: 'MediaLibrary', action: 'edit' },
    ] as const;
    expect(canAll(viewer, both)).toBe(true);
    expect(canAll(viewer, [...both, { resource: 'Screens', action: 'edit' }])).toBe(false);
  });
});
