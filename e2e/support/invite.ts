import { expect, type Browser, type Page } from '@playwright/test';
import { identityLinkIn, latestMailTo, storedAccessToken } from './session';
import { signInOnIdentityPage } from './sign-in';

export interface Invitee {
  email: string;
  password: string;
  link: string;
  page: Page;
}

/**
 * Invites a user with one of the account's roles from a signed-in owner's page, then, in a
 * browser of their own, chooses a password through the mail's link. The invite modal has its
 * own journey (users.spec.ts); here the owner's session makes the call, to set up quickly.
 */
export async function inviteUser(
  ownerPage: Page,
  browser: Browser,
  person: { firstName: string; lastName: string; roleName: string },
): Promise<Invitee> {
  const headers = { authorization: `Bearer ${await storedAccessToken(ownerPage, 'app')}` };
  const { roles } = (await (await ownerPage.request.get('/api/roles/', { headers })).json()) as {
    roles: { roleCode: string; roleName: string }[];
  };
  const role = roles.find((candidate) => candidate.roleName === person.roleName);
  expect(role, `built-in role ${person.roleName}`).toBeTruthy();
  const email = `${person.firstName.toLowerCase()}.${Date.now()}@example.com`;
  const invited = await ownerPage.request.post('/api/users/inviteUser', {
    headers,
    data: { ...person, email, roleCodes: [role!.roleCode] },
  });
  expect(invited.status()).toBe(201);

  const link = identityLinkIn(await latestMailTo(email));
  const page = await (await browser.newContext()).newPage();
  const password = `chosen-Password-${Date.now()}`;
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is saved. You can sign in now.')).toBeVisible();
  return { email, password, link, page };
}

/** Signs the invitee in to the customer app. */
export async function signInInvitee(invitee: Invitee): Promise<void> {
  await invitee.page.goto('/');
  await signInOnIdentityPage(invitee.page, invitee.email, invitee.password);
}
