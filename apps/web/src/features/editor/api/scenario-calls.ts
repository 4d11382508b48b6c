import type { QueryClient } from '@tanstack/react-query';
import type { Scenario } from '@vantage/contracts';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import { api } from '@/lib/api';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';

type ScenarioList = { items: Scenario[]; total: number };

/** The scenario calls of the planner; each writes its answer into the list the planner reads. */
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
      write((items) => [...items, scenario]);
      return scenario;
    },
    async update(id: number, body: { name?: string; visible?: boolean; color?: string }): Promise<Scenario> {
      const scenario = await api.call(scenariosOperations.updateScenario, { params: { id }, body });
      write((items) => items.map((item) => (item.id === id ? scenario : item)));
      return scenario;
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
