import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newUser, useE2eClientId } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { catalog as catalogOf } from './support/catalogs';
import { linkFromMailbox } from './support/mailbox';
import { uniqueCompany } from './support/organisations';
import { clickMap } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';

/**
 * The product in the browser's language (docs/decisions/197-product-languages.md): a Dutch and a
 * German browser register, verify by the mail, start a trial, create a project and invite a
 * member, each screen in that language, checked with axe, and without a text of the English
 * catalog left on it; the mails come in that language too.
 */

type CatalogName = 'dash' | 'planner';
const catalog = (locale: string, name: CatalogName = 'dash') => catalogOf(name, locale);

/** The English texts of the catalogs (whole, without ICU arguments) that differ from `locale`'s. */
function englishOnly(locale: string, names: readonly CatalogName[]): string[] {
  // A word both languages write alike is not English left over: German "Module" (modules)
  // is English "Module" (one module).
  const own = new Set(names.flatMap((name) => [...catalog(locale, name).values()]));
  return names.flatMap((name) => {
    const other = catalog(locale, name);
    return [...catalog('en', name)]
      .filter(
        ([id, text]) => other.get(id) !== text && !own.has(text) && !/[{<]/.test(text) && text.length > 3,
      )
      .map(([, text]) => text);
  });
}

/** `text` as a regular expression's literal. */
const literal = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * No text of the English catalogs among what is shown; on the planner's screens (`names` with
 * 'planner') nor among the names of what is shown (its icon buttons, regions), as a screen
 * reader says them.
 */
async function expectNoEnglish(
  page: Page,
  locale: string,
  names: readonly CatalogName[] = ['dash'],
): Promise<void> {
  // What is shown, not hidden text (a closed menu's items): innerText, which follows the layout.
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked.
  const shown = await page.locator('body').innerText();
  const labels = names.includes('planner')
    ? await page
        .locator('[aria-label]:visible')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))
    : [];
  const said = [shown, ...labels].join('\n');
  const left = englishOnly(locale, names).filter((text) =>
    new RegExp(`(^|\\W)${literal(text)}($|\\W)`).test(said),
  );
  expect(left, `English left on ${page.url()}`).toEqual([]);
}

/** The text of `id` in `locale`'s catalog, its simple arguments filled in. */
function say(
  locale: string,
  id: string,
  values: Record<string, string> = {},
  name: CatalogName = 'dash',
): string {
  const text = catalog(locale, name).get(id);
  if (text === undefined) throw new Error(`no ${id} in the ${locale} catalog`);
  return text.replace(/\{(\w+)\}/g, (_, arg: string) => values[arg] ?? '');
}

async function mailSubjects(api: APIRequestContext, email: string): Promise<string[]> {
  const response = await api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as Array<{ subject: string }>).map((mail) => mail.subject);
}

type Words = {
  registerHeading: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
  register: string;
  checkMail: string;
  verifySubject: string;
  verified: string;
  signIn: string;
  welcome: string;
  company: string;
  phone: string;
  startTrial: string;
  trialStarted: string;
  trialSubject: string;
  goToSubscription: string;
  projects: string;
  addProject: string;
  projectName: string;
  createProject: string;
  created: (name: string) => string;
  team: string;
  invite: string;
  inviteEmail: string;
  send: string;
  sent: (email: string) => string;
  invitationSubject: (company: string) => string;
  subscription: string;
  usage: string;
};

const WORDS: Record<'nl' | 'de', Words> = {
  nl: {
    registerHeading: 'Maak uw account aan',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    confirm: 'Wachtwoord bevestigen',
    register: 'Registreren',
    checkMail: 'Controleer uw e-mail',
    verifySubject: 'Bevestig uw e-mailadres voor Vantage',
    verified: 'E-mailadres bevestigd',
    signIn: 'Aanmelden',
    welcome: 'Welkom bij Vantage',
    company: 'Bedrijfsnaam',
    phone: 'Telefoonnummer van het bedrijf',
    startTrial: 'Activeringsmail versturen',
    trialStarted: 'Uw proefabonnement voor Vantage is gestart.',
    trialSubject: 'Uw proefabonnement voor Vantage is gestart',
    goToSubscription: 'Naar het abonnement',
    projects: 'Projecten',
    subscription: 'Informatie over uw abonnement',
    usage: 'Gebruik',
    addProject: 'Nieuw project toevoegen',
    projectName: 'Projectnaam',
    createProject: 'Project aanmaken',
    created: (name) => `Project ${name} aangemaakt`,
    team: 'Samenwerken met uw team',
    invite: 'Lid uitnodigen',
    inviteEmail: 'E-mail',
    send: 'Uitnodiging versturen',
    sent: (email) => `Uitnodiging verstuurd naar ${email}`,
    invitationSubject: (company) => `Uitnodiging voor ${company} in Vantage`,
  },
  de: {
    registerHeading: 'Legen Sie Ihr Konto an',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    confirm: 'Passwort bestätigen',
    register: 'Registrieren',
    checkMail: 'Sehen Sie in Ihr Postfach',
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Vantage',
    verified: 'E-Mail-Adresse bestätigt',
    signIn: 'Anmelden',
    welcome: 'Willkommen bei Vantage',
    company: 'Firmenname',
    phone: 'Telefonnummer des Unternehmens',
    startTrial: 'Aktivierungs-E-Mail senden',
    trialStarted: 'Ihre Vantage-Testphase wurde erfolgreich gestartet.',
    trialSubject: 'Ihre Vantage-Testphase hat begonnen',
    goToSubscription: 'Zum Abonnement',
    projects: 'Projekte',
    subscription: 'Informationen zu Ihrem Abonnement',
    usage: 'Nutzung',
    addProject: 'Neues Projekt hinzufügen',
    projectName: 'Projektname',
    createProject: 'Projekt anlegen',
    created: (name) => `Projekt ${name} angelegt`,
    team: 'Mit Ihrem Team zusammenarbeiten',
    invite: 'Mitglied einladen',
    inviteEmail: 'E-Mail',
    send: 'Einladung senden',
    sent: (email) => `Einladung an ${email} gesendet`,
    invitationSubject: (company) => `Einladung zu ${company} in Vantage`,
  },
};

for (const [language, browserLocale] of [
  ['nl', 'nl-NL'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`a ${browserLocale} browser`, () => {
    // The planner's window, its 3D preview closed (planner-map.spec.ts does the same).
    test.use({ locale: browserLocale, viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

    test('registers, verifies by the mail, starts a trial, creates a project and invites, all in its language', async ({
      page,
      request,
    }) => {
      // One path through a dozen screens, each checked with axe: more than the default minute.
      test.setTimeout(240_000);
      const w = WORDS[language];
      const user = newUser({ firstName: 'Lotte', lastName: language === 'nl' ? 'de Vries' : 'Müller' });
      await useE2eClientId(page);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Register' }).click();
      await page.waitForURL(/\/realms\/planner\//);

      // The embedded identity provider's pages, in the browser's language.
      await expect(page.getByRole('heading', { name: w.registerHeading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      await page.getByLabel(w.firstName).fill(user.firstName);
      await page.getByLabel(w.lastName).fill(user.lastName);
      await page.getByLabel(w.email).fill(user.email);
      await page.getByLabel(w.password, { exact: true }).fill(user.password);
      await page.getByLabel(w.confirm).fill(user.password);
      await page.getByRole('button', { name: w.register }).click();
      await expect(page.getByRole('heading', { name: w.checkMail })).toBeVisible();
      await expectNoAxeViolations(page);

      // The verification mail, in that language; its link says so in that language too.
      await expect.poll(() => mailSubjects(request, user.email)).toContain(w.verifySubject);
      const link = await linkFromMailbox(request, user.email, /\/login-actions\/verify-email\?key=/);
      const tab = await page.context().newPage();
      await tab.goto(link);
      await expect(tab.getByRole('heading', { name: w.verified })).toBeVisible();
      await expectNoAxeViolations(tab);
      await tab.close();

      await page.getByRole('link', { name: w.signIn }).click();
      await page.getByLabel(w.email).fill(user.email);
      await page.getByLabel(w.password).fill(user.password);
      await page.getByRole('button', { name: w.signIn }).click();
      await expect(page).toHaveURL(/\/welcome$/);

      // Welcome and the trial.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.welcome);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('textbox', { name: w.company })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      const company = uniqueCompany(language === 'nl' ? 'Windpark Zuid' : 'Windpark Süd');
      await page.getByRole('textbox', { name: w.company }).fill(company);
      await page.getByRole('textbox', { name: w.phone }).fill('+31 20 555 0199');
      await page.getByRole('button', { name: w.startTrial }).click();
      await expect(page.getByText(w.trialStarted)).toBeVisible();
      await expect.poll(() => mailSubjects(request, user.email)).toContain(w.trialSubject);
      await page.getByRole('link', { name: w.goToSubscription }).click();

      // The projects, and a new one.
      await expect(page).toHaveURL(/\/dash/);
      await page.goto('/dash/projects');
      await expect(page.getByRole('heading', { name: w.projects, level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await page.getByRole('button', { name: w.addProject }).click();
      const dialog = page.getByRole('dialog', { name: w.addProject });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      const project = language === 'nl' ? 'Zuiderveld' : 'Hügelland';
      await dialog.getByRole('textbox', { name: w.projectName }).fill(project);
      await dialog.getByRole('button', { name: w.createProject }).click();
      await expect(page.getByText(w.created(project))).toBeVisible();
      const s = (id: string, values?: Record<string, string>) => say(language, id, values);

      // The colour picker names its colours in the language ("Lichtrood", "Hellrot"), and so
      // does the swatch once one is picked.
      // A new project's colour is outside the palette: the button says its hex.
      const [before, after] = s('dash.colour.change', { name: project, colour: '{colour}' }).split(
        '{colour}',
      );
      await page
        .getByRole('button', { name: new RegExp(`^${literal(before)}#[0-9a-f]{6}${literal(after)}$`) })
        .click();
      const colours = page.getByRole('group', { name: s('dash.colour.all') });
      await expect(colours.getByRole('button')).toHaveCount(36);
      await expectNoAxeViolations(page);
      await colours.getByRole('button', { name: s('dash.palette.red.light'), exact: true }).click();
      await expect(
        page.getByRole('button', {
          name: s('dash.colour.change', { name: project, colour: s('dash.palette.red.light') }),
        }),
      ).toBeVisible();

      // The project's actions menu, its revisions and the transfer dialog.
      const editorHref = await page
        .getByRole('link', { name: s('dash.actions.openNamed', { name: project }) })
        .getAttribute('href');
      const projectId = /projectId=(\d+)/.exec(editorHref ?? '')?.[1];
      expect(projectId).toBeTruthy();
      await page.getByRole('button', { name: s('dash.actions.for', { name: project }) }).click();
      const revisionsItem = page.getByRole('menuitem', { name: s('dash.actions.revisions') });
      await expect(revisionsItem).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await revisionsItem.click();
      const revisions = page.getByRole('dialog', {
        name: s('dash.projects.revisionsTitle', { name: project }),
      });
      await expect(revisions.getByText(s('dash.projects.noRevisions'))).toBeVisible();
      await expect(revisions.getByRole('button', { name: s('dash.revisions.save') })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await page.keyboard.press('Escape');
      await expect(revisions).toBeHidden();
      await page.getByRole('button', { name: s('dash.transfer.title') }).click();
      const transfer = page.getByRole('dialog', { name: s('dash.transfer.title') });
      await expect(transfer.getByRole('button', { name: s('dash.transfer.submit') })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await page.keyboard.press('Escape');
      await expect(transfer).toBeHidden();

      // The planner: the new project's map, its first turbine's question, two turbines placed,
      // and the Objects, Scenarios and Studies tabs, each in the language and checked against
      // the dashboard's and the planner's English catalogs.
      const p = (id: string, values?: Record<string, string>) => say(language, id, values, 'planner');
      const plannerWords = ['dash', 'planner'] as const;
      await page.goto(`/editor/#projectId=${projectId}`);
      await expect(page.getByRole('region', { name: p('planner.map.mapOfThePlan') })).toHaveAttribute(
        'aria-busy',
        'false',
        { timeout: 30_000 },
      );
      await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const plan = page.getByRole('complementary', { name: p('planner.planPanel.plan') });
      await expect(plan.getByText(p('planner.objectsPanel.nothingPlannedYetChoose'))).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language, plannerWords);
      await page
        .getByRole('toolbar', { name: p('planner.toolbar.plannerTools') })
        .getByRole('button', { name: p('planner.toolbar.placeWindTurbines'), exact: true })
        .click();
      await clickMap(page, -120, 0);
      const question = page.getByRole('dialog', {
        name: p('planner.turbinePresetDialog.whichTurbineIsThis'),
      });
      await expect(question.getByRole('radio', { name: /^Vestas V150 4\.2 MW/ })).toBeChecked();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language, plannerWords);
      await question.getByRole('button', { name: p('planner.turbinePresetDialog.placeTurbine') }).click();
      await expect(question).toBeHidden();
      const turbines = plan
        .getByRole('list', { name: p('planner.kind.turbines'), exact: true })
        .getByRole('listitem');
      await expect(turbines).toHaveCount(1);
      await clickMap(page, 60, 40);
      await expect(turbines).toHaveCount(2);
      // New objects are named in the planner's language ("Windturbine 2", "WEA 2").
      await expect(turbines.nth(1)).toContainText(`${p('planner.newName.turbine')} 2`);
      await expect(page.getByRole('complementary', { name: p('planner.page.selection') })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language, plannerWords);
      await plan.getByRole('tab', { name: p('planner.planPanel.tabScenarios') }).click();
      const scenario = p('planner.scenarioName.numbered', { number: '1' });
      await expect(
        plan.getByRole('table', { name: p('planner.layoutFiguresSection.figuresOf', { name: scenario }) }),
      ).toContainText(p('planner.figures.installedCapacity'));
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language, plannerWords);
      await plan.getByRole('tab', { name: p('planner.planPanel.tabStudies') }).click();
      await expect(plan.getByRole('tab', { name: p('planner.studiesPanel.setbacks') })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language, plannerWords);

      // Present: the presentations page and the form that publishes the new project; its final
      // checks say the publish rules in the page's language (dash.publish.check.*).
      await page.goto('/dash/present');
      await expect(page.getByRole('heading', { name: s('dash.nav.present'), level: 1 })).toBeVisible();
      await expect(page.getByText(s('dash.present.empty'))).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await page.goto(`/present/${projectId}`);
      await expect(page.getByRole('heading', { name: s('dash.present.title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: s('dash.publish.submit') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: s('dash.publish.developer') })).toBeVisible();
      // The new project has no viewpoints yet: its final checks list that no default is chosen.
      await expect(page.getByText(s('dash.publish.check.noDefaultViewpoint'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);

      // Support, with its FAQ.
      await page.goto('/dash/support');
      await expect(page.getByRole('heading', { name: s('dash.nav.support'), level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await page.getByRole('button', { name: s('dash.support.openFaq') }).click();
      const faq = page.getByRole('dialog', { name: s('dash.support.faq') });
      await expect(faq).toContainText(s('dash.help.who.title'));
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      await page.keyboard.press('Escape');
      await expect(faq).toBeHidden();

      // The team: an invitation to someone unknown goes out in the inviter's language.
      await page.goto('/dash/team');
      await expect(page.getByRole('heading', { name: w.team })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: w.invite }).click();
      const form = page.getByRole('form', { name: w.invite });
      await expect(form).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
      const invitee = `invitee-${language}-${Date.now()}@example.test`;
      await form.getByRole('textbox', { name: w.inviteEmail }).fill(invitee);
      await form.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.sent(invitee))).toBeVisible();
      await expect.poll(() => mailSubjects(request, invitee)).toContain(w.invitationSubject(company));

      // The subscription's page: usage, modules and own coordinate systems in that language.
      await page.goto('/dash/license');
      await expect(page.getByRole('heading', { name: w.subscription })).toBeVisible();
      await expect(page.getByRole('table', { name: w.usage })).toBeVisible();
      await expect(page.getByTestId('modules-table')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoEnglish(page, language);
    });
  });
}
