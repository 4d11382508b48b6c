import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as shadowOperations from '@vantage/contracts/api/shadow-flicker';
import type {
  ShadowFlickerProjectSettings,
  ShadowFlickerSettings,
} from '@vantage/contracts/studies/shadow-api';
import { api, queryKeyOf } from '@/lib/api';
import { ifMatch, saveVersioned } from './versioned-save';

/** The project's shadow-flicker settings (the defaults at version 1 until someone saves them). */
export function getShadowFlickerSettingsQueryOptions(projectId: number) {
  const input = { params: { projectId } };
  return queryOptions({
    queryKey: queryKeyOf(shadowOperations.getShadowFlickerSettings, input),
    queryFn: ({ signal }) => api.call(shadowOperations.getShadowFlickerSettings, { ...input, signal }),
  });
}

export const useShadowFlickerSettings = (projectId: number, enabled: boolean) =>
  useQuery({ ...getShadowFlickerSettingsQueryOptions(projectId), enabled });

/**
 * Saves the settings whole on the version read. When someone else saved them since (412), the
 * planner's conflict dialog asks: theirs, or these over theirs; the answer is then undefined.
 */
export function saveShadowFlickerSettings(
  projectId: number,
  version: number,
  settings: ShadowFlickerSettings,
  queryClient: QueryClient,
): Promise<ShadowFlickerProjectSettings | undefined> {
  const { queryKey } = getShadowFlickerSettingsQueryOptions(projectId);
  return saveVersioned({
    kind: 'shadowFlickerSettings',
    name: 'Shadow flicker settings',
    fields: settings,
    version,
    send: (at) =>
      api.call(shadowOperations.updateShadowFlickerSettings, {
        params: { projectId },
        body: settings,
        headers: ifMatch(at),
      }),
    saved: (answer) => queryClient.setQueryData(queryKey, answer),
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  });
}
