import type { QueryClient } from '@tanstack/react-query';
import type { CreatePresetRequest, Preset, UpdatePresetRequest } from '@vantage/contracts';
import * as presetsOperations from '@vantage/contracts/api/presets';
import { api } from '@/lib/api';
import { getPresetsQueryOptions } from './get-presets';

type PresetList = { items: Preset[]; total: number };

/** The preset calls of the planner; each writes its answer into the list the planner reads. */
export function presetCalls(projectId: number, queryClient: QueryClient) {
  const key = getPresetsQueryOptions(projectId).queryKey;
  const write = (update: (items: Preset[]) => Preset[]) =>
    queryClient.setQueryData<PresetList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  return {
    async create(body: CreatePresetRequest): Promise<Preset> {
      const preset = await api.call(presetsOperations.createPreset, { params: { projectId }, body });
      write((items) => [...items, preset]);
      return preset;
    },
    async update(id: number, body: UpdatePresetRequest): Promise<Preset> {
      const preset = await api.call(presetsOperations.updatePreset, { params: { projectId, id }, body });
      write((items) => items.map((item) => (item.id === id ? preset : item)));
      return preset;
    },
    async remove(id: number): Promise<void> {
      await api.call(presetsOperations.deletePreset, { params: { projectId, id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}
