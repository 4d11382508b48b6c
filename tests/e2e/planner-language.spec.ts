import { expect, type Page, test } from '@playwright/test';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { catalog as catalogOf } from './support/catalogs';
import { newOrganisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';

/**
 * The planner in the browser's language (docs/decisions/200-planner-languages.md): a Dutch and a
 * German browser open a project's planner and see its toolbar and panels in their language,
 * with no text of the planner's English catalog left on screen, and axe passes.
 */

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const catalog = (locale: string) => catalogOf('planner', locale);
const english = catalog('en');

/** The English texts of the catalog (whole, without ICU arguments) that differ from `locale`'s. */
function englishOnly(locale: string): string[] {
  const other = catalog(locale);
  return [...english]
    .filter(([id, text]) => other.get(id) !== text && !/[{<]/.test(text) && text.length > 3)
    .map(([, text]) => text);
}

/** No text of the English catalog among what is shown, nor among the names of what is shown. */
async function expectNoEnglish(page: Page, locale: string): Promise<void> {
  // What is shown, not hidden text: innerText, which follows the layout; and the controls'
  // names (icon buttons, regions), which a screen reader says.
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked.
  const shown = await page.locator('body').innerText();
  const names = await page
    .locator('[aria-label]:visible')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  const said = [shown, ...names].join('\n');
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = englishOnly(locale).filter((text) => new RegExp(`(^|\\W)${literal(text)}($|\\W)`).test(said));
  expect(left, `English left on ${page.url()}`).toEqual([]);
}

/** The catalog's text of an id, for the locale. */
const say = (locale: string, id: string): string => {
  const text = catalog(locale).get(id);
  if (text === undefined) throw new Error(`${id} is not in the ${locale} catalog`);
  return text;
};

for (const [locale, browserLocale] of [
  ['nl', 'nl-NL'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`the planner in ${browserLocale}`, () => {
    test.use({ locale: browserLocale });

    test('shows its toolbar and panels in the browser’s language, none of the English words, and passes axe', async ({
      page,
    }) => {
      const org = await newOrganisation();
      try {
        const projectId = await createProject(org.api, uniqueProjectName('Taal'));
        await useSignedInSession(page, org.owner.email, {
          password: org.owner.password,
          subscriptionKey: org.subscriptionKey,
        });
        await page.goto(`/editor/#projectId=${projectId}`);
        const map = page.getByRole('region', { name: say(locale, 'planner.map.mapOfThePlan') });
        await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', locale);

        // The toolbar: its name, its tools, undo and redo, import and export.
        const toolbar = page.getByRole('toolbar', { name: say(locale, 'planner.toolbar.plannerTools') });
        await expect(toolbar).toBeVisible();
        for (const id of [
          'planner.toolbar.placeWindTurbines',
          'planner.toolbar.placeAViewpoint',
          'planner.toolbar.undo',
        ])
          await expect(toolbar.getByRole('button', { name: say(locale, id), exact: true })).toBeVisible();
        await expect(
          toolbar.getByRole('button', { name: say(locale, 'planner.toolbar.import') }),
        ).toBeVisible();

        // The plan panel: its tabs and the empty object list.
        const panel = page.getByRole('complementary', { name: say(locale, 'planner.planPanel.plan') });
        await expect(
          panel.getByText(say(locale, 'planner.objectsPanel.nothingPlannedYetChoose')),
        ).toBeVisible();
        await expect(
          panel.getByRole('heading', {
            name: `${say(locale, 'planner.objectsPanel.objects').replace('{count}', '0')}`,
          }),
        ).toBeVisible();
        await expectNoEnglish(page, locale);
        await expectNoAxeViolations(page);

        // A study panel: the setbacks, the first of the studies.
        await panel.getByRole('tab', { name: say(locale, 'planner.planPanel.tabStudies') }).click();
        await expect(
          panel.getByRole('tab', { name: say(locale, 'planner.studiesPanel.setbacks') }),
        ).toBeVisible();
        await expect(panel.getByText(say(locale, 'planner.setbacksSection.noSetbackRulesYet'))).toBeVisible();
        await expectNoEnglish(page, locale);
        await expectNoAxeViolations(page);

        // The viewpoints panel, empty.
        await panel.getByRole('tab', { name: say(locale, 'planner.planPanel.tabViewpoints') }).click();
        await expect(panel.getByText(say(locale, 'planner.viewpointsPanel.noViewpointYetA'))).toBeVisible();
        await expectNoEnglish(page, locale);

        // The map layers' form on the Objects tab: the chosen service's address hint.
        await panel.getByRole('tab', { name: say(locale, 'planner.planPanel.tabObjects') }).click();
        await expect(panel.getByText(say(locale, 'planner.mapLayersSection.hintXyz'))).toBeVisible();
        await expectNoEnglish(page, locale);

        // On a phone the plan is read-only, and the banner says why in the language.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(page.getByText(say(locale, 'planner.readOnly.phone'))).toBeVisible();
        await expectNoEnglish(page, locale);
      } finally {
        await org.api.dispose();
      }
    });
  });
}
