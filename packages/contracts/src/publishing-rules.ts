/**
 * Spec section 5: the rules of the publish form, as pure functions. They answer keyed
 * violations (a code and the values its sentence names, plus the spec's English sentence):
 * the present page says them from its catalogs (`dash.publish.check.<code>`); the server runs
 * the same function on the request and answers the first violation as a 400 with the English
 * message as detail.
 */

export type PublishRuleSection = 'project' | 'details' | 'viewpoints' | 'scenarios' | 'tours' | 'defaults';

/** What the rules look at: the publish request, with anything still unset as null. */
export type PublishDraft = {
  projectId: number | null | undefined;
  name: string;
  organizations: readonly string[];
  description: string;
  renamedViewpoints: ReadonlyArray<{ id: number; newName: string }>;
  combinedScenarios: ReadonlyArray<{ combinedName: string; scenarioIds: readonly number[] }>;
  renamedTours: ReadonlyArray<{ id: number; newName: string }>;
  /** Source id of an included viewpoint. */
  defaultViewpoint: number | null | undefined;
  /** 0-based index into combinedScenarios. */
  defaultScenario: number | null | undefined;
};

export const PUBLISH_MESSAGES = {
  noProject: 'No project selected',
  nameRequired: 'Project name is required',
  developerRequired: 'Project developer is required',
  oneDeveloper: 'Only one project developer can be given',
  descriptionRequired: 'Description is required',
  noViewpoints: 'No viewpoints selected',
  emptyViewpointName: 'Empty viewpoint name found',
  duplicateViewpoint: (name: string) =>
    `Multiple viewpoints with the name: ${name}, viewpoint names need to be unique`,
  noScenarios: 'At least one scenario is required',
  emptyScenarioName: 'Empty scenario name found',
  multipleEmptyScenarios: 'Multiple empty scenarios found',
  duplicateScenario: (name: string) =>
    `Multiple scenarios with the name: ${name}, scenario names need to be unique`,
  identicalScenarios: (first: string, second: string) =>
    `Scenario with name ${first} and ${second} are identical`,
  emptyTourName: 'Empty tour name found',
  duplicateTour: (name: string) => `Multiple tours with the name: ${name}, tour names need to be unique`,
  noDefaultScenario: 'No default scenario selected',
  unknownDefaultScenario: 'The default scenario must be one of the scenarios of the presentation',
  noDefaultViewpoint: 'No default viewpoint selected',
  unknownDefaultViewpoint: 'The default viewpoint must be one of the included viewpoints',
} as const;

/** Every rule's code: the key of its English sentence in PUBLISH_MESSAGES. */
export type PublishRuleCode = keyof typeof PUBLISH_MESSAGES;
type NamedRuleCode = 'duplicateViewpoint' | 'duplicateScenario' | 'duplicateTour';
type PlainRuleCode = Exclude<PublishRuleCode, NamedRuleCode | 'identicalScenarios'>;

/**
 * One broken rule, keyed: its code and the values its sentence names. The web says it from
 * its catalogs (`dash.publish.check.<code>`, with the same values); `publishMessage` words
 * it in the spec's English (the server's answer to integrators).
 */
export type PublishRuleCheck =
  | { code: NamedRuleCode; values: { name: string } }
  | { code: 'identicalScenarios'; values: { first: string; second: string } }
  | { code: PlainRuleCode; values?: undefined };

export type PublishRuleViolation = PublishRuleCheck & {
  section: PublishRuleSection;
  /** The spec's English sentence (`publishMessage`). */
  message: string;
};

/** The spec's English sentence of a broken rule, as the server answers it. */
export function publishMessage(rule: PublishRuleCheck): string {
  switch (rule.code) {
    case 'duplicateViewpoint':
    case 'duplicateScenario':
    case 'duplicateTour':
      return PUBLISH_MESSAGES[rule.code](rule.values.name);
    case 'identicalScenarios':
      return PUBLISH_MESSAGES.identicalScenarios(rule.values.first, rule.values.second);
    default:
      return PUBLISH_MESSAGES[rule.code];
  }
}

const check = (code: PlainRuleCode): PublishRuleCheck => ({ code });
const named =
  (code: NamedRuleCode) =>
  (name: string): PublishRuleCheck => ({ code, values: { name } });

const isBlank = (text: string | undefined) => (text ?? '').trim().length === 0;

/** Each name that occurs more than once (trimmed, case-sensitive), in first-seen order. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const raw of names) {
    const name = raw.trim();
    if (seen.has(name)) duplicates.add(name);
    seen.add(name);
  }
  return [...duplicates];
}

/** Same scenarios regardless of order or repetition. */
export function sameScenarioSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export function viewpointRules(draft: Pick<PublishDraft, 'renamedViewpoints'>): PublishRuleCheck[] {
  const names = draft.renamedViewpoints.map((v) => v.newName);
  if (names.length === 0) return [check('noViewpoints')];
  const messages: PublishRuleCheck[] = [];
  if (names.some(isBlank)) messages.push(check('emptyViewpointName'));
  const duplicates = duplicateNames(names.filter((n) => !isBlank(n)));
  return [...messages, ...duplicates.map(named('duplicateViewpoint'))];
}

export function scenarioRules(draft: Pick<PublishDraft, 'combinedScenarios'>): PublishRuleCheck[] {
  const scenarios = draft.combinedScenarios;
  if (scenarios.length === 0) return [check('noScenarios')];
  const messages: PublishRuleCheck[] = [];
  if (scenarios.some((s) => isBlank(s.combinedName))) messages.push(check('emptyScenarioName'));
  if (scenarios.filter((s) => s.scenarioIds.length === 0).length > 1)
    messages.push(check('multipleEmptyScenarios'));
  const names = scenarios.map((s) => s.combinedName).filter((n) => !isBlank(n));
  messages.push(...duplicateNames(names).map(named('duplicateScenario')));
  // Empty ones are covered by "Multiple empty scenarios found" above.
  const filled = scenarios.filter((s) => s.scenarioIds.length > 0);
  for (let i = 0; i < filled.length; i++) {
    for (let j = i + 1; j < filled.length; j++) {
      const [first, second] = [filled[i]!, filled[j]!];
      if (sameScenarioSet(first.scenarioIds, second.scenarioIds))
        messages.push({
          code: 'identicalScenarios',
          values: { first: first.combinedName.trim(), second: second.combinedName.trim() },
        });
    }
  }
  return messages;
}

export function tourRules(draft: Pick<PublishDraft, 'renamedTours'>): PublishRuleCheck[] {
  const names = draft.renamedTours.map((t) => t.newName);
  const messages: PublishRuleCheck[] = [];
  if (names.some(isBlank)) messages.push(check('emptyTourName'));
  const duplicates = duplicateNames(names.filter((n) => !isBlank(n)));
  return [...messages, ...duplicates.map(named('duplicateTour'))];
}

export function detailRules(
  draft: Pick<PublishDraft, 'name' | 'organizations' | 'description'>,
): PublishRuleCheck[] {
  const messages: PublishRuleCheck[] = [];
  if (isBlank(draft.name)) messages.push(check('nameRequired'));
  if (draft.organizations.length > 1) messages.push(check('oneDeveloper'));
  else if (isBlank(draft.organizations[0])) messages.push(check('developerRequired'));
  if (isBlank(draft.description)) messages.push(check('descriptionRequired'));
  return messages;
}

export function defaultRules(
  draft: Pick<
    PublishDraft,
    'defaultScenario' | 'defaultViewpoint' | 'combinedScenarios' | 'renamedViewpoints'
  >,
): PublishRuleCheck[] {
  const messages: PublishRuleCheck[] = [];
  const scenario = draft.defaultScenario;
  if (scenario === null || scenario === undefined) messages.push(check('noDefaultScenario'));
  else if (!Number.isInteger(scenario) || scenario < 0 || scenario >= draft.combinedScenarios.length)
    messages.push(check('unknownDefaultScenario'));
  const viewpoint = draft.defaultViewpoint;
  if (viewpoint === null || viewpoint === undefined) messages.push(check('noDefaultViewpoint'));
  else if (!draft.renamedViewpoints.some((v) => v.id === viewpoint))
    messages.push(check('unknownDefaultViewpoint'));
  return messages;
}

/**
 * Every rule of spec section 5 for the publish form, in the form's order: project, details,
 * viewpoints, scenarios, tours, defaults. Empty when the draft may be published.
 */
export function validatePublishRequest(draft: PublishDraft): PublishRuleViolation[] {
  const section = (name: PublishRuleSection, checks: PublishRuleCheck[]): PublishRuleViolation[] =>
    checks.map((broken) => ({ ...broken, section: name, message: publishMessage(broken) }));
  return [
    ...section('project', draft.projectId == null ? [check('noProject')] : []),
    ...section('details', detailRules(draft)),
    ...section('viewpoints', viewpointRules(draft)),
    ...section('scenarios', scenarioRules(draft)),
    ...section('tours', tourRules(draft)),
    ...section('defaults', defaultRules(draft)),
  ];
}
