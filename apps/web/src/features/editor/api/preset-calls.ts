import type { QueryClient } from '@tanstack/react-query';
import type { CreatePresetRequest, Preset, UpdatePresetRequest } from '@vantage/contracts';
import * as presetsOperations from '@vantage/contracts/api/presets';
import { api } from '@/lib/api';
import { trackOwnWrite } from '@/lib/hub/own-writes';
import { getPresetsQueryOptions } from './get-presets';
import { ifMatch, versionedUpdates } from './versioned-save';
import { withRecord } from './with-record';

type PresetList = { items: Preset[]; total: number };

/**
 * The preset calls of the planner; each writes its answer into the list the planner reads. A
 * change is sent on the version the planner holds (If-Match): when someone else changed the
 * preset since, the server answers 412 with theirs and the conflict dialog asks which to keep.
 */
function makeCalls(projectId: number, queryClient: QueryClient) {
  const key = getPresetsQueryOptions(projectId).queryKey;
  const write = (update: (items: Preset[]) => Preset[]) =>
    queryClient.setQueryData<PresetList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  const put = (saved: Preset) => write((items) => items.map((item) => (item.id === saved.id ? saved : item)));
  const tracked = <T>(work: Promise<T>) => trackOwnWrite('preset', projectId, work);
  return {
    async create(body: CreatePresetRequest): Promise<Preset> {
      const preset = await tracked(api.call(presetsOperations.createPreset, { params: { projectId }, body }));
      write((items) => withRecord(items, preset));
      return preset;
    },
    /** The saved preset, or undefined when someone else changed it first (the planner then asks). */
    update: versionedUpdates<Preset, UpdatePresetRequest>({
      kind: 'preset',
      read: (id) => queryClient.getQueryData<PresetList>(key)?.items.find((item) => item.id === id),
      write: put,
      send: (id, body, version) =>
        tracked(
          api.call(presetsOperations.updatePreset, {
            params: { projectId, id },
            body,
            headers: ifMatch(version),
          }),
        ),
      refresh: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
    async remove(id: number): Promise<void> {
      await tracked(api.call(presetsOperations.deletePreset, { params: { projectId, id } }));
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}

export type PresetCalls = ReturnType<typeof makeCalls>;

const made = new WeakMap<QueryClient, Map<number, PresetCalls>>();

/** The calls of one project, the same for every part of the planner, so that changes of one preset queue. */
export function presetCalls(projectId: number, queryClient: QueryClient): PresetCalls {
  const ofClient = made.get(queryClient) ?? new Map<number, PresetCalls>();
  made.set(queryClient, ofClient);
  const calls = ofClient.get(projectId) ?? makeCalls(projectId, queryClient);
  ofClient.set(projectId, calls);
  return calls;
}
