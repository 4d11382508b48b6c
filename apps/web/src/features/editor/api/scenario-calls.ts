import type { QueryClient } from '@tanstack/react-query';
import type { Scenario } from '@vantage/contracts';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import { api } from '@/lib/api';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { ifMatch, saveVersioned } from './versioned-save';
import { withRecord } from './with-record';

type ScenarioList = { items: Scenario[]; total: number };

/**
 * The scenario calls of the planner; each writes its answer into the list the planner reads.
 * A change is sent on the version the planner showed, so that someone else's change in between
 * is never overwritten: the conflict dialog asks instead.
 */
export function scenarioCalls(projectId: number, queryClient: QueryClient) {
  const key = getScenariosQueryOptions(projectId).queryKey;
  const write = (update: (items: Scenario[]) => Scenario[]) =>
    queryClient.setQueryData<ScenarioList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  return {
    async create(name: string): Promise<Scenario> {
      const scenario = await api.call(scenariosOperations.createScenario, {
        params: { projectId },
        body: { name },
      });
      write((items) => withRecord(items, scenario));
      return scenario;
    },
    /** The saved scenario, or undefined when someone else changed it first (the planner then asks). */
    async update(
      scenario: Scenario,
      body: { name?: string; visible?: boolean; color?: string },
    ): Promise<Scenario | undefined> {
      return saveVersioned({
        kind: 'scenario',
        name: scenario.name,
        fields: body,
        version: scenario.version,
        send: (version) =>
          api.call(scenariosOperations.updateScenario, {
            params: { id: scenario.id },
            body,
            headers: ifMatch(version),
          }),
        saved: (saved) => write((items) => items.map((item) => (item.id === saved.id ? saved : item))),
        refresh: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
    async move(id: number, sortOrder: number): Promise<void> {
      const items = await api.call(scenariosOperations.renumberScenario, {
        params: { id },
        body: { sortOrder },
      });
      write(() => items);
    },
    async remove(id: number): Promise<void> {
      await api.call(scenariosOperations.deleteScenario, { params: { id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}
