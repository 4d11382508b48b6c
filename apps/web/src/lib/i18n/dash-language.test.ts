import {
  CONFLICT_MESSAGES,
  type ConflictCode,
  EMBED_ORIGINS_LIMIT,
  EMBED_ORIGINS_LIMIT_MESSAGE,
  LICENSE_MODULES,
  POLICY,
  type PolicyAction,
  PRESENT_FEATURE_DENIED,
  PUBLISH_MESSAGES,
  type PublishRuleCheck,
  type PublishRuleCode,
  publishMessage,
} from '@vantage/contracts';
import { OWN_CRS_LOCKED_DETAIL } from '@vantage/contracts/own-coordinate-systems';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type Catalog, catalogsOutOfStep, englishLeftOver, hardCodedStrings, parsePo } from './text-check';

/**
 * The dashboard speaks English, Dutch and German (docs/decisions/197-product-languages.md):
 * its catalogs hold the same ids with the same ICU arguments, every `dash.` id the code asks
 * for is in them, the English of the code's fallbacks and of the server's tables (conflicts,
 * denials) is the catalog's, and the files converted so far write no word of their own.
 */
const sources = import.meta.glob<string>(
  ['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx', '!../../locales/**'],
  { query: '?raw', import: 'default', eager: true },
);
const catalogs = import.meta.glob<string>('../../locales/dash/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byLocale: Record<string, Catalog> = Object.fromEntries(
  Object.entries(catalogs).map(([path, text]) => [path.replace(/^.*\/(\w+)\.po$/, '$1'), parsePo(text)]),
);
const en = byLocale.en ?? new Map<string, string>();

/** The files whose every visible word goes through the catalogs (the rest: the report lists them). */
export const CONVERTED = [
  'app/layouts/dash-navigation.tsx',
  'app/providers/dash-i18n.tsx',
  'features/welcome/pages/welcome-page.tsx',
  'features/welcome/components/trial-form.tsx',
  'features/projects/pages/projects-page.tsx',
  'features/projects/components/add-project-button.tsx',
  'features/projects/components/projects-toolbar.tsx',
  'features/session/components/subscription-switcher.tsx',
  'features/projects/messages.ts',
  'features/team/pages/team-page.tsx',
  'features/team/components/invite-member-popover.tsx',
  'features/team/components/team-toolbar.tsx',
  'lib/role-labels.ts',
  'features/profile/pages/profile-page.tsx',
  'features/profile/components/language-select.tsx',
  'lib/api-error.ts',
  'lib/i18n/dash-text.ts',
  'lib/i18n/policy-text.ts',
  'features/license/pages/license-page.tsx',
  'features/license/components/usage-table.tsx',
  'features/license/components/modules-table.tsx',
  'features/license/components/own-coordinate-systems.tsx',
  'features/team/components/member-list.tsx',
  'features/team/components/remove-member-button.tsx',
  'features/team/components/invitation-log.tsx',
  'features/projects/components/pending-transfer-badge.tsx',
  'features/projects/components/transfer-project-button.tsx',
  'features/projects/components/project-actions.tsx',
  'features/projects/components/project-color-picker.tsx',
  'features/projects/components/revisions-modal.tsx',
  'features/projects/components/project-name.tsx',
  'features/projects/components/project-item.tsx',
  'features/projects/components/project-collection.tsx',
  'features/projects/project-list-query.ts',
  'features/present/components/presentation-actions.tsx',
  'features/present/components/presentation-update-action.tsx',
  'features/present/components/presentation-qr-dialog.tsx',
  'features/present/components/presentation-embed-dialog.tsx',
  'features/present/components/final-checks.tsx',
  'features/present/components/publish-details-fields.tsx',
  'features/present/components/create-presentation-popover.tsx',
  'features/present/components/scenarios-editor.tsx',
  'features/present/components/presentation-picture.tsx',
  'features/present/components/named-choices-list.tsx',
  'features/present/components/presentations-toolbar.tsx',
  'features/present/components/project-preview.tsx',
  'features/present/components/presentation-views.tsx',
  'features/present/components/present-form.tsx',
  'features/present/publish-check-text.ts',
  'features/present/hooks/use-publish.ts',
  'features/present/hooks/use-may-present.ts',
  'features/present/api/delete-presentation.ts',
  'features/present/presentation-view.ts',
  'features/present/pages/presentations-page.tsx',
  'features/present/pages/present-project-page.tsx',
  'features/transfers/messages.ts',
  'features/transfers/transfer-status.ts',
  'features/transfers/components/incoming-transfers-panel.tsx',
  'features/transfers/pages/transfer-page.tsx',
  'features/invitations/invitation-state.ts',
  'features/invitations/components/invitation-details.tsx',
  'features/invitations/components/sign-in-prompt.tsx',
  'features/invitations/pages/invitation-page.tsx',
  'features/maintenance/pages/maintenance-page.tsx',
  'features/maintenance/maintenance-notice.ts',
  'features/welcome/components/welcome-invitations.tsx',
  'features/support/support-content.ts',
  'features/support/pages/support-page.tsx',
  'features/support/components/release-notes-notice.tsx',
  'features/support/components/release-notes-modal.tsx',
  'components/viewpoint-photo/viewpoint-photo-section.tsx',
  'components/viewpoint-photo/viewpoint-photo.tsx',
  'components/viewpoint-photo/photo-facts.ts',
  'app/layouts/dash-layout.tsx',
  'app/layouts/subscription-expired-banner.tsx',
  'app/routes/require-session.tsx',
  'app/routes/route-error.tsx',
  'components/email-verification-gate.tsx',
  'components/multiple-logins-dialog.tsx',
  'components/notice-banner.tsx',
  'components/pending-invitations-table.tsx',
  'components/coordinate-system-select/coordinate-system-select.tsx',
  'features/license/license-rows.ts',
  'features/profile/components/avatar-upload.tsx',
  'features/profile/components/profile-invitations.tsx',
  'features/team/components/member-avatar.tsx',
  'lib/invitations/invitation-toasts.ts',
];

/** Ids whose Dutch or German is rightly the English word ("Team", "Dashboard", "Project"). */
const SAME_WORD = new Set([
  'dash.nav.label',
  'dash.role.Administrator',
  'dash.nav.team',
  'dash.nav.support',
  'dash.invite.project',
  'dash.invite.email',
  // The subscription page: words Dutch or German share with English.
  'dash.license.modules',
  'dash.license.limit',
  'dash.license.module',
  'dash.license.status',
  'dash.module.Wind',
  'dash.module.Solar',
  'dash.module.Stationary',
  'dash.module.Cyclomedia',
  'dash.crs.name',
  'dash.crs.code',
  'dash.crs.west',
  'dash.members.name',
  'dash.log.projectNumber',
  'dash.log.project',
  'dash.log.status',
  // The present pages.
  'dash.publish.logo',
  'dash.present.original',
  'dash.choices.was',
  'dash.scenarios.numbered',
  'dash.support.contact',
  'dash.publish.tours',
  'dash.present.reportScenario',
  // Colour names: German "Orange", Dutch "Amber", both "Indigo".
  'dash.palette.orange.medium',
  'dash.palette.amber.medium',
  'dash.palette.indigo.medium',
]);

/** The sources by their path under src/ (the glob names this folder's own files `./…`). */
const bySrcPath = new Map(
  Object.entries(sources).map(([key, text]) => [
    new URL(key, 'file:///src/lib/i18n/').pathname.slice(5),
    text,
  ]),
);
const source = (path: string) => bySrcPath.get(path);

describe("the dashboard's words", () => {
  it('are not written into the converted files: each goes through the catalogs', () => {
    const offences = CONVERTED.flatMap((path) => {
      const text = source(path);
      if (text === undefined) return [`${path}: no such file`];
      return hardCodedStrings(path, text).map((where) => `${path}:${where}`);
    });
    expect(offences).toEqual([]);
  });

  it('are in every catalog, with the same ids and the same ICU arguments', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['de', 'en', 'nl']);
    const ids = [...en.keys()];
    expect(ids.length).toBeGreaterThan(100);
    expect(catalogsOutOfStep(byLocale)).toEqual([]);
  });

  it('are Dutch and German in those catalogs, not English left over', () => {
    expect(englishLeftOver(byLocale, SAME_WORD)).toEqual([]);
  });

  it('are asked for by ids the catalogs have, and their English fallbacks are the catalog’s', () => {
    const used = new Set<string>();
    const prefixes = new Set<string>();
    const fallbacks: [string, string][] = [];
    for (const [path, text] of Object.entries(sources)) {
      // Only files that name a dashboard id are parsed (the others cannot ask for one).
      if (!/['`]dash\./.test(text)) continue;
      const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
          /^dash\.[\w.]+$/.test(node.text)
        )
          used.add(node.text);
        if (ts.isTemplateExpression(node) && /^dash\.[\w.]+$/.test(node.head.text))
          prefixes.add(node.head.text);
        // dashText('dash.…', 'English', …) and its `t` alias.
        if (ts.isCallExpression(node) && /^(dashText|t)$/.test(node.expression.getText())) {
          const [id, english] = node.arguments;
          if (id && english && ts.isStringLiteralLike(id) && ts.isStringLiteralLike(english))
            fallbacks.push([id.text, english.text]);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(used.size).toBeGreaterThan(80);
    expect([...used].filter((id) => !en.has(id))).toEqual([]);
    for (const prefix of prefixes)
      expect(
        [...en.keys()].some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(fallbacks.length).toBeGreaterThan(20);
    for (const [id, english] of fallbacks) expect(en.get(id), id).toBe(english);
  });

  it('name every module of the subscription page, in English as the contracts word it', () => {
    for (const module of LICENSE_MODULES)
      expect(en.get(`dash.module.${module.key}`), module.key).toBe(module.label);
    expect(en.get('dash.crs.lockedDetail')).toBe(OWN_CRS_LOCKED_DETAIL);
    expect(en.get('dash.present.featureDenied')).toBe(PRESENT_FEATURE_DENIED);
    expect(en.get('dash.embed.tooMany')?.replace('{limit}', String(EMBED_ORIGINS_LIMIT))).toBe(
      EMBED_ORIGINS_LIMIT_MESSAGE,
    );
  });

  it('say every conflict code in each language, in English as the contracts’ one table words it', () => {
    for (const code of Object.keys(CONFLICT_MESSAGES) as ConflictCode[])
      expect(en.get(`dash.conflict.${code}`), code).toBe(CONFLICT_MESSAGES[code]);
    for (const [id, text] of en)
      if (id.startsWith('dash.denied.'))
        expect(text, id).toBe(POLICY[id.slice('dash.denied.'.length) as PolicyAction].denied);
  });

  it('say every publish rule in each language, in English as the contracts’ PUBLISH_MESSAGES word it', () => {
    const values = { name: 'North ridge', first: 'Phase 1', second: 'Phase 2' };
    const fill = (text: string | undefined) =>
      text?.replace(/\{(\w+)\}/g, (_, name: keyof typeof values) => values[name]);
    for (const code of Object.keys(PUBLISH_MESSAGES) as PublishRuleCode[]) {
      const rule = { code, values } as PublishRuleCheck;
      expect(fill(en.get(`dash.publish.check.${code}`)), code).toBe(publishMessage(rule));
    }
  });

  it('finds catalogs out of step and English left over (the checks can fail)', () => {
    const sample = {
      en: new Map([
        ['a.b', 'Open {name}'],
        ['a.c', 'Close'],
      ]),
      nl: new Map([['a.b', 'Open']]),
      de: new Map([
        ['a.b', 'Öffnen {name}'],
        ['a.c', 'Close'],
        ['a.d', ''],
      ]),
    };
    expect(catalogsOutOfStep(sample)).toEqual([
      'nl a.c: missing',
      'nl a.b: other arguments',
      'de a.d: not in English',
    ]);
    expect(englishLeftOver(sample, new Set())).toEqual(['de a.c']);
    expect(englishLeftOver(sample, new Set(['a.c']))).toEqual([]);
  });

  it('finds a word written into a file (the check can fail)', () => {
    const sample = `export const A = () => <Button aria-label="Invite member">{i18n._('dash.invite.send')} now</Button>;`;
    expect(hardCodedStrings('sample.tsx', sample).map((s) => s.replace(/^\d+: /, ''))).toEqual([
      'Invite member',
      'now',
    ]);
  });
});
