import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { identityLinkIn, latestMailTo, storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

test('an invited user chooses a password from the mail and signs in', async ({ page, browser }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();

  // The users screen arrives with its own issue; the owner's session makes the real call.
  const headers = { authorization: `Bearer ${await storedAccessToken(page, 'app')}` };
  const { roles } = (await (await page.request.get('/api/roles/', { headers })).json()) as {
    roles: { roleCode: string; roleName: string }[];
  };
  const userRole = roles.find((role) => role.roleName === 'User');
  const invitee = `ines.${Date.now()}@retail.example.com`;
  const invited = await page.request.post('/api/users/inviteUser', {
    headers,
    data: {
      email: invitee,
      firstName: 'Ines',
      lastName: 'Invited',
      roleCodes: [userRole?.roleCode],
    },
  });
  expect(invited.status()).toBe(201);

  const link = identityLinkIn(await latestMailTo(invitee));
  const inviteePage = await (await browser.newContext()).newPage();
  await inviteePage.goto(link);
  await inviteePage.getByLabel('New password').fill('a-chosen-Password-7');
  await inviteePage.getByLabel('Repeat password').fill('a-chosen-Password-7');
  await inviteePage.getByRole('button', { name: 'Save password' }).click();
  await expect(inviteePage.getByText('Your password is saved. You can sign in now.')).toBeVisible();

  await inviteePage.goto('/');
  await signInOnIdentityPage(inviteePage, invitee, 'a-chosen-Password-7');
  await expect(inviteePage.getByText('Ines Invited')).toBeVisible();

  // The link is single-use.
  await inviteePage.goto(link);
  await expect(
    inviteePage.getByText('This link is not valid or has expired. Ask for a new one.'),
  ).toBeVisible();
});
