import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

test("the items: the café's price list, search, a new item, a refused value, a saved filter and removal", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/items');
  await signInOnIdentityPage(page, demoUsers.cafeOwner);
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(row(page, 'Caffè latte')).toContainText('3.60');
  await expect(page.getByRole('columnheader', { name: /Category/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('bakery');
  await expect(page.getByRole('button', { name: 'Croissant', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Espresso', exact: true })).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(page.getByRole('button', { name: 'Espresso', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Oat latte');
  await page.getByRole('textbox', { name: 'Price' }).fill('4.10');
  await page.getByRole('textbox', { name: 'Currency' }).fill('EU');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be a three-letter currency code such as EUR')).toBeVisible();
  await page.getByRole('textbox', { name: 'Currency' }).fill('EUR');
  await page.getByRole('textbox', { name: 'Category' }).fill('Coffee');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item saved')).toBeVisible();
  await expect(page).toHaveURL(/\/items\/[A-Za-z0-9_-]+$/);

  await page.getByRole('textbox', { name: 'Description' }).fill('With oat milk.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(row(page, 'Oat latte')).toContainText('4.10');

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('button', { name: 'Free text' }).click();
  await page.getByRole('textbox', { name: /Free text/ }).fill('coffee');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Croissant', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Oat latte', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save filter' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Coffee drinks');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('combobox', { name: 'Saved item filters' })).toHaveValue(
    'Coffee drinks',
  );

  await row(page, 'Oat latte').getByRole('button', { name: 'Options for Oat latte' }).click();
  await page.getByRole('menuitem', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Oat latte', exact: true })).toBeHidden();
});
