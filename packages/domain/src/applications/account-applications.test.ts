import { describe, expect, it } from 'vitest';
import { builtInRoles } from '../permissions/built-in-roles';
import { can } from '../permissions/can';
import { customerResources } from '../permissions/resources';
import {
  accountApplications,
  applyAccountApplications,
  isAccountApplicationCode,
} from './account-applications';
import { resolveFeatureFlags } from './feature-flags';

const administrator = builtInRoles.Administrator.grants;

describe('account applications', () => {
  it('names only customer components, each in at most one application', () => {
    const components = accountApplications.flatMap((application) => [...application.components]);
    expect(new Set(components).size).toBe(components.length);
    for (const component of components) expect(customerResources).toContain(component);
  });

  it('changes nothing the roles grant while every application is on', () => {
    expect(applyAccountApplications(administrator, [])).toEqual({
      ...administrator,
      ContentType: 'Enabled',
    });
  });

  it("reads Disabled for a switched-off application's components, whatever roles grant", () => {
    const applied = applyAccountApplications(administrator, ['Campaigns', 'ContentType']);
    expect(applied).toMatchObject({
      CampaignBuilder: 'Disabled',
      PlayerClusters: 'Disabled',
      ContentType: 'Disabled',
      Triggers: 'AddAndEdit',
    });
    expect(can({ isAdmin: true, authorisation: applied }, 'CampaignBuilder', 'view')).toBe(false);
  });

  it('knows its codes and no others', () => {
    expect(isAccountApplicationCode('Triggers')).toBe(true);
    expect(isAccountApplicationCode('SignagePlayer')).toBe(false);
  });
});

describe('feature flags', () => {
  it('counts an absent flag as on', () => {
    expect(resolveFeatureFlags({ releasePlayer: false })).toEqual({
      releasePlayer: false,
      downloadSignPreview: true,
      createWebPageSign: true,
      allowAllFormatsInPlaylist: true,
      enableAuth: true,
    });
  });
});
