import { componentsOf } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { createSupportUserWithRole, testPassword } from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';
import { useSupportTestApp } from '../../../test/support-test-app';

const bed = useSupportTestApp();
const url = (app: string) => `/support/api/applications/${app}/components`;

describe("an application's components for the role editor", () => {
  it('answers the components of each application at their default permission', async () => {
    for (const app of ['Support', 'SignagePlayer'] as const) {
      const answer = await bed.app.inject({ method: 'GET', url: url(app), headers: bed.support });
      expect(answer.statusCode).toBe(200);
      const { components } = answer.json<{
        components: Array<{ componentCode: string; permission: string; defaultPermission: string }>;
      }>();
      expect(components.map((component) => component.componentCode)).toEqual(
        componentsOf(app).map((component) => component.componentCode),
      );
      for (const component of components) {
        expect(component.permission).toBe(component.defaultPermission);
      }
    }
  });

  it('answers 400 for an unknown application', async () => {
    const answer = await bed.app.inject({ method: 'GET', url: url('Nope'), headers: bed.support });
    expect(answer.statusCode).toBe(400);
  });

  it('answers 403 to a customer and to a support user who may not see roles', async () => {
    const customer = await bed.app.inject({
      method: 'GET',
      url: url('Support'),
      headers: bed.customer.headers,
    });
    expect(customer.statusCode).toBe(403);
    const desk = await createSupportUserWithRole(bed.app.database.db, {
      grants: { SupportPlayers: 'ViewOnly' },
    });
    const headers = bearer(await signIn(bed.app, desk.email, testPassword, 'marquee-support'));
    const answer = await bed.app.inject({ method: 'GET', url: url('Support'), headers });
    expect(answer.statusCode).toBe(403);
  });
});
