import { expect, type Locator, type Page } from '@playwright/test';

/** Types `text` into a number field key by key, and checks that the field shows each key as typed. */
export async function typeKeyByKey(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  for (let end = 1; end <= text.length; end++) {
    await field.press(text.charAt(end - 1));
    await expect(field).toHaveValue(text.slice(0, end));
  }
}

/**
 * Pastes `text` over a field's value with the keyboard, as from a spreadsheet (the page needs
 * the 'clipboard-read' and 'clipboard-write' permissions).
 */
export async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}
