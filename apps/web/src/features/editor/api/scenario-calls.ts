import type { QueryClient } from '@tanstack/react-query';
import type { CreateScenarioRequest, Scenario, UpdateScenarioRequest } from '@vantage/contracts';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import { api } from '@/lib/api';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { ifMatch, versionedUpdates } from './versioned-save';
import { withRecord } from './with-record';

type ScenarioList = { items: Scenario[]; total: number };

/**
 * The scenario calls of the planner; each writes its answer into the list the planner reads.
 * A change is sent on the version the planner showed, so that someone else's change in between
 * is never overwritten: the conflict dialog asks instead.
 */
function makeCalls(projectId: number, queryClient: QueryClient) {
  const key = getScenariosQueryOptions(projectId).queryKey;
  const write = (update: (items: Scenario[]) => Scenario[]) =>
    queryClient.setQueryData<ScenarioList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  const updates = versionedUpdates<Scenario, UpdateScenarioRequest>({
    kind: 'scenario',
    read: (id) => queryClient.getQueryData<ScenarioList>(key)?.items.find((item) => item.id === id),
    write: (saved) => write((items) => items.map((item) => (item.id === saved.id ? saved : item))),
    send: (id, body, version) =>
      api.call(scenariosOperations.updateScenario, { params: { id }, body, headers: ifMatch(version) }),
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return {
    /** A new scenario, last in the list; `fields` gives the rest of one made again as it was. */
    async create(name: string, fields: Omit<CreateScenarioRequest, 'name'> = {}): Promise<Scenario> {
      const scenario = await api.call(scenariosOperations.createScenario, {
        params: { projectId },
        body: { ...fields, name },
      });
      write((items) => withRecord(items, scenario));
      return scenario;
    },
    /**
     * The saved scenario, or undefined when someone else changed it first (the planner then
     * asks). Sent on `base`, or on the version of `scenario` (the one the form was opened on).
     */
    update: (scenario: Scenario, body: UpdateScenarioRequest, base = scenario.version) =>
      updates(scenario, body, base),
    /** Moves a scenario to a 0-based place; answers the project's scenarios renumbered. */
    async move(id: number, sortOrder: number): Promise<Scenario[]> {
      const items = await api.call(scenariosOperations.renumberScenario, {
        params: { id },
        body: { sortOrder },
      });
      write(() => items);
      return items;
    },
    async remove(id: number): Promise<void> {
      await api.call(scenariosOperations.deleteScenario, { params: { id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}

export type ScenarioCalls = ReturnType<typeof makeCalls>;

const made = new WeakMap<QueryClient, Map<number, ScenarioCalls>>();

/** The calls of one project, the same for every part of the planner, so that changes of one scenario queue. */
export function scenarioCalls(projectId: number, queryClient: QueryClient): ScenarioCalls {
  const ofClient = made.get(queryClient) ?? new Map<number, ScenarioCalls>();
  made.set(queryClient, ofClient);
  const calls = ofClient.get(projectId) ?? makeCalls(projectId, queryClient);
  ofClient.set(projectId, calls);
  return calls;
}
