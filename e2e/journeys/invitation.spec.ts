import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { inviteUser, signInInvitee } from '../support/invite';
import { signInOnIdentityPage } from '../support/sign-in';

test('an invited user chooses a password from the mail and signs in', async ({ page, browser }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();

  const invitee = await inviteUser(page, browser, {
    firstName: 'Ines',
    lastName: 'Invited',
    roleName: 'User',
  });
  await signInInvitee(invitee);
  await expect(invitee.page.getByText('Ines Invited')).toBeVisible();

  // The link is single-use.
  await invitee.page.goto(invitee.link);
  await expect(
    invitee.page.getByText('This link is not valid or has expired. Ask for a new one.'),
  ).toBeVisible();
});
