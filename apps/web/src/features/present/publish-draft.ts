import {
  PRESENTATION_LOGO_MAX_BYTES,
  type PublishedProject,
  type PublishProjectRequest,
  type Scenario,
  type Tour,
  type Viewpoint,
} from '@vantage/contracts';

/**
 * The state of the present form (spec "/present/{projectId}" and section 3, publish-project
 * request) and the pure steps that change it. The page keeps it in a reducer; the payload
 * and the rule messages are derived from it, never stored.
 */

/** A viewpoint or tour of the source project: included or not, under which name. */
export type NamedChoice = { id: number; sourceName: string; name: string; included: boolean };

/** One scenario of the presentation: a name and the source scenarios it combines. */
export type CombinedScenarioDraft = { id: number; name: string; scenarioIds: number[] };

export type PublishDraftState = {
  name: string;
  developer: string;
  description: string;
  logo: File | null;
  viewpoints: NamedChoice[];
  tours: NamedChoice[];
  scenarios: CombinedScenarioDraft[];
  /** Id (and number in the name "Scenario N") of the next added scenario. */
  nextScenarioId: number;
  /** Source id of the default viewpoint. */
  defaultViewpoint: number | null;
  /** Draft id of the default scenario. */
  defaultScenario: number | null;
};

/** Spec: the two scenarios offered by default, and new ones numbered from 3. */
export const CURRENT_SITUATION = { id: 1, name: 'Current situation' } as const;
export const FIRST_SCENARIO = { id: 2, name: 'Scenario 1' } as const;
export const FIRST_NEW_SCENARIO_ID = 3;

/**
 * 'Current situation' (no scenarios) and 'Scenario 1' (the project's first scenario). A
 * project without scenarios gets the first only: a second empty one would break the rule
 * "Multiple empty scenarios found" before the user did anything.
 */
export function buildDefaultScenarios(
  projectScenarios: ReadonlyArray<Pick<Scenario, 'id' | 'sortOrder'>>,
): CombinedScenarioDraft[] {
  const [first] = [...projectScenarios].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const current = { ...CURRENT_SITUATION, scenarioIds: [] };
  return first ? [current, { ...FIRST_SCENARIO, scenarioIds: [first.id] }] : [current];
}

const choicesOf = (items: ReadonlyArray<Pick<Viewpoint | Tour, 'id' | 'name'>>): NamedChoice[] =>
  items.map((item) => ({ id: item.id, sourceName: item.name, name: item.name, included: true }));

type SourceProject = {
  name: string;
  description: string;
  organizations: readonly string[];
  defaultViewpoint: number | null;
  defaultScenario: number | null;
};

/**
 * The form as it opens: the project's name and description, its developer (else the
 * customer's name), every viewpoint and tour included (spec), the default scenarios, and as
 * defaults the project's own where they still apply, else the first viewpoint and scenario.
 */
export function initialDraft(input: {
  project: SourceProject;
  viewpoints: ReadonlyArray<Viewpoint>;
  tours: ReadonlyArray<Tour>;
  scenarios: ReadonlyArray<Scenario>;
  fallbackDeveloper?: string;
}): PublishDraftState {
  const scenarios = buildDefaultScenarios(input.scenarios);
  const viewpoints = choicesOf(input.viewpoints);
  const projectDefaultViewpoint = viewpoints.find((v) => v.id === input.project.defaultViewpoint);
  const projectDefaultScenario = scenarios.find(
    (s) => s.scenarioIds.length === 1 && s.scenarioIds[0] === input.project.defaultScenario,
  );
  return {
    name: input.project.name,
    developer: input.project.organizations[0] ?? input.fallbackDeveloper ?? '',
    description: input.project.description,
    logo: null,
    viewpoints,
    tours: choicesOf(input.tours),
    scenarios,
    nextScenarioId: FIRST_NEW_SCENARIO_ID,
    defaultViewpoint: (projectDefaultViewpoint ?? viewpoints[0])?.id ?? null,
    defaultScenario: (projectDefaultScenario ?? scenarios[0])?.id ?? null,
  };
}

/**
 * The form as the last presentation of the project was made (decision 168): its name,
 * developer and description, its viewpoints and tours (the others left out) under their names,
 * its scenario combinations and defaults, all of it as far as the project still has it.
 * Without a last presentation that kept its settings, the spec's defaults (initialDraft).
 */
export function draftFromLast(
  base: PublishDraftState,
  last: Pick<PublishedProject, 'name' | 'organizations' | 'description' | 'settings'> | undefined,
  projectScenarios: ReadonlyArray<Pick<Scenario, 'id'>>,
): PublishDraftState {
  const settings = last?.settings;
  if (!settings) return base;
  const pick = (choices: NamedChoice[], chosen: ReadonlyArray<{ id: number; newName: string }>) =>
    choices.map((choice) => {
      const kept = chosen.find((c) => c.id === choice.id);
      return kept ? { ...choice, name: kept.newName, included: true } : { ...choice, included: false };
    });
  const viewpoints = pick(base.viewpoints, settings.renamedViewpoints);
  const tours = pick(base.tours, settings.renamedTours);
  const known = new Set(projectScenarios.map((s) => s.id));
  const scenarios = settings.combinedScenarios.map((combined, index) => ({
    id: index + 1,
    name: combined.combinedName,
    scenarioIds: combined.scenarioIds.filter((id) => known.has(id)),
  }));
  const included = viewpoints.filter((v) => v.included);
  return {
    ...base,
    name: last.name,
    developer: last.organizations[0] ?? base.developer,
    description: last.description,
    viewpoints,
    tours,
    scenarios,
    nextScenarioId: Math.max(FIRST_NEW_SCENARIO_ID, scenarios.length + 1),
    defaultViewpoint: (included.find((v) => v.id === settings.defaultViewpoint) ?? included[0])?.id ?? null,
    defaultScenario: scenarios[settings.defaultScenario]?.id ?? scenarios[0]?.id ?? null,
  };
}

export type PublishDraftAction =
  | { type: 'setText'; field: 'name' | 'developer' | 'description'; value: string }
  | { type: 'setLogo'; file: File | null }
  | { type: 'includeViewpoint'; id: number; included: boolean }
  | { type: 'renameViewpoint'; id: number; name: string }
  | { type: 'includeTour'; id: number; included: boolean }
  | { type: 'renameTour'; id: number; name: string }
  | { type: 'renameScenario'; id: number; name: string }
  | { type: 'combineScenarios'; id: number; scenarioIds: number[] }
  | { type: 'addScenario' }
  | { type: 'deleteScenario'; id: number }
  | { type: 'setDefaultViewpoint'; id: number | null }
  | { type: 'setDefaultScenario'; id: number | null };

const update = <T extends { id: number }>(items: T[], id: number, patch: Partial<T>): T[] =>
  items.map((item) => (item.id === id ? { ...item, ...patch } : item));

/** The default viewpoint must stay an included one: when it is excluded, the first included takes over. */
function keepDefaultViewpoint(state: PublishDraftState): PublishDraftState {
  const included = state.viewpoints.filter((v) => v.included);
  if (included.some((v) => v.id === state.defaultViewpoint)) return state;
  return { ...state, defaultViewpoint: included[0]?.id ?? null };
}

export function publishDraftReducer(state: PublishDraftState, action: PublishDraftAction): PublishDraftState {
  switch (action.type) {
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'setLogo':
      return { ...state, logo: action.file };
    case 'includeViewpoint':
      return keepDefaultViewpoint({
        ...state,
        viewpoints: update(state.viewpoints, action.id, { included: action.included }),
      });
    case 'renameViewpoint':
      return { ...state, viewpoints: update(state.viewpoints, action.id, { name: action.name }) };
    case 'includeTour':
      return { ...state, tours: update(state.tours, action.id, { included: action.included }) };
    case 'renameTour':
      return { ...state, tours: update(state.tours, action.id, { name: action.name }) };
    case 'renameScenario':
      return { ...state, scenarios: update(state.scenarios, action.id, { name: action.name }) };
    case 'combineScenarios':
      return {
        ...state,
        scenarios: update(state.scenarios, action.id, { scenarioIds: [...new Set(action.scenarioIds)] }),
      };
    case 'addScenario': {
      const id = state.nextScenarioId;
      return {
        ...state,
        scenarios: [...state.scenarios, { id, name: `Scenario ${id}`, scenarioIds: [] }],
        nextScenarioId: id + 1,
      };
    }
    case 'deleteScenario': {
      // Spec section 5: at least one scenario must remain.
      if (state.scenarios.length <= 1) return state;
      const scenarios = state.scenarios.filter((s) => s.id !== action.id);
      const defaultScenario = scenarios.some((s) => s.id === state.defaultScenario)
        ? state.defaultScenario
        : (scenarios[0]?.id ?? null);
      return { ...state, scenarios, defaultScenario };
    }
    case 'setDefaultViewpoint':
      return { ...state, defaultViewpoint: action.id };
    case 'setDefaultScenario':
      return { ...state, defaultScenario: action.id };
  }
}

/**
 * The publish-project request (contracts: included viewpoints and tours with their names,
 * every scenario in order, default scenario as its index, one developer).
 */
export function buildPublishRequest(
  projectId: number | null,
  state: PublishDraftState,
): PublishProjectRequest {
  const renamed = (items: NamedChoice[]) =>
    items.filter((item) => item.included).map((item) => ({ id: item.id, newName: item.name }));
  const scenarioIndex = state.scenarios.findIndex((s) => s.id === state.defaultScenario);
  return {
    projectId,
    name: state.name,
    organizations: [state.developer],
    description: state.description,
    renamedViewpoints: renamed(state.viewpoints),
    combinedScenarios: state.scenarios.map((s) => ({ combinedName: s.name, scenarioIds: s.scenarioIds })),
    renamedTours: renamed(state.tours),
    defaultViewpoint: state.defaultViewpoint,
    defaultScenario: scenarioIndex === -1 ? null : scenarioIndex,
  };
}

/**
 * What is sent: JSON, or with a logo multipart with the JSON in `payload` and the image in
 * `file` (the server's create-published-project contract).
 */
export function publishBody(
  request: PublishProjectRequest,
  logo: File | null,
): PublishProjectRequest | FormData {
  if (!logo) return request;
  const form = new FormData();
  form.append('payload', JSON.stringify(request));
  form.append('file', logo, logo.name);
  return form;
}

export const LOGO_NOT_AN_IMAGE = 'The logo must be an image';
export const LOGO_TOO_LARGE = `The logo must be at most ${PRESENTATION_LOGO_MAX_BYTES / 1024 / 1024} MB`;

/** Spec section 5: the logo may be any image (the server checks the bytes, and the size). */
export function logoProblem(logo: Pick<File, 'type' | 'size'> | null): string | null {
  if (!logo) return null;
  if (!logo.type.startsWith('image/')) return LOGO_NOT_AN_IMAGE;
  if (logo.size > PRESENTATION_LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}
