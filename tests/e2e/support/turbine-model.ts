import { expect, type Page } from '@playwright/test';

/** The question a project's first turbine asks: which model it is; `choice` is the option's label. */
export async function answerTurbineModel(page: Page, choice: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: 'Which turbine is this?' });
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Place turbine' }).click();
  await expect(dialog).toBeHidden();
}
