import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

const stamp = Date.now().toString(36).slice(-6).toUpperCase();

test('a member of staff adds a series under an imprint on the collections page, sees it in the tree, and is refused a code already taken', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  await page.goto('/publications/taxonomy/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  // The demo's imprints are collections of their own kind.
  const tree = page.getByRole('list', { name: 'Terms' });
  await expect(tree.getByText('Harbour Books').first()).toBeVisible();

  await (await hydrated(page.getByRole('button', { name: 'Add a series or imprint' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Add a series or imprint' });
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Series' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(`tide-${stamp}`);
  await dialog.getByRole('textbox', { name: 'Heading' }).fill(`Tide Tables ${stamp}`);
  await dialog
    .getByRole('combobox', { name: 'Under' })
    .selectOption({ label: 'HARBOUR-BOOKS Harbour Books' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The series was added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const added = tree
    .getByRole('listitem')
    .filter({ hasText: `Tide Tables ${stamp}` })
    .last();
  await expect(added).toContainText(`TIDE-${stamp}`);
  // It sits in the imprint's branch.
  const imprint = tree.getByRole('listitem').filter({ hasText: 'Harbour Books' }).first();
  await expect(imprint.getByText(`Tide Tables ${stamp}`)).toBeAttached();
  expect.soft(await axeViolations(page)).toEqual([]);

  // The same code again is refused beside the field, and nothing is added.
  await page.getByRole('button', { name: 'Add a series or imprint' }).click();
  const again = page.getByRole('dialog', { name: 'Add a series or imprint' });
  await again.getByRole('textbox', { name: 'Code' }).fill(`TIDE-${stamp}`);
  await again.getByRole('textbox', { name: 'Heading' }).fill('Another');
  await again.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    again.getByText(`The code TIDE-${stamp} is already the series “Tide Tables ${stamp}”`).first(),
  ).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(tree.getByText('Another')).toHaveCount(0);
});
