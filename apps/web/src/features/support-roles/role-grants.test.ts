import { describe, expect, it } from 'vitest';
import { grantsToSave, levelsOf, type RoleComponent } from './role-grants';

const component = (overrides: Partial<RoleComponent>): RoleComponent => ({
  componentCode: 'SupportAccounts',
  id: 'c1',
  defaultPermission: 'None',
  permission: 'None',
  isAccountComponent: false,
  levels: ['None', 'ViewOnly', 'AddAndEdit'],
  subParts: [],
  ...overrides,
});

const components = [
  component({
    componentCode: 'Screens',
    permission: 'ViewOnly',
    subParts: [
      {
        componentSubPartCode: 'Filter',
        id: 's1',
        permission: 'AddAndEdit',
        defaultPermission: 'None',
        levels: ['None', 'ViewOnly', 'AddAndEdit'],
      },
    ],
  }),
  component({ componentCode: 'ContentType', isAccountComponent: true, permission: 'Enabled' }),
  component({ componentCode: 'SupportAlarms' }),
];

describe('role grants', () => {
  it('starts from what the role holds, sub-parts under their component', () => {
    expect(levelsOf(components)).toEqual({
      Screens: 'ViewOnly',
      'Screens.Filter': 'AddAndEdit',
      ContentType: 'Enabled',
      SupportAlarms: 'None',
    });
  });

  it('saves the chosen levels and leaves account components out', () => {
    const levels = { ...levelsOf(components), SupportAlarms: 'AddAndEdit' as const };
    expect(grantsToSave(components, levels)).toEqual([
      { UniqueCode: 'Screens', Permission: 'ViewOnly' },
      { UniqueCode: 'Screens.Filter', Permission: 'AddAndEdit' },
      { UniqueCode: 'SupportAlarms', Permission: 'AddAndEdit' },
    ]);
  });

  it('saves the default level of a component the editor has not set', () => {
    expect(grantsToSave([component({ defaultPermission: 'ViewOnly' })], {})).toEqual([
      { UniqueCode: 'SupportAccounts', Permission: 'ViewOnly' },
    ]);
  });
});
