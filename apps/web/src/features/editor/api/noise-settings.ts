import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoiseSettings, UpdateNoiseSettingsRequest } from '@vantage/contracts';
import * as noiseOperations from '@vantage/contracts/api/noise';
import { api, queryKeyOf } from '@/lib/api';
import { ifMatch, saveVersioned } from './versioned-save';

/** The project's noise settings (the defaults at version 1 until someone changes them). */
export function getNoiseSettingsQueryOptions(projectId: number) {
  const input = { params: { projectId } };
  return queryOptions({
    queryKey: queryKeyOf(noiseOperations.getNoiseSettings, input),
    queryFn: ({ signal }) => api.call(noiseOperations.getNoiseSettings, { ...input, signal }),
  });
}

export const useNoiseSettings = (projectId: number, enabled: boolean) =>
  useQuery({ ...getNoiseSettingsQueryOptions(projectId), enabled });

/** Changes the fields sent, at the version read (412 when someone changed them meanwhile). */
export async function updateNoiseSettings(
  projectId: number,
  version: number,
  body: UpdateNoiseSettingsRequest,
  queryClient: QueryClient,
) {
  const settings = await api.call(noiseOperations.updateNoiseSettings, {
    params: { projectId },
    body,
    headers: ifMatch(version),
  });
  queryClient.setQueryData(getNoiseSettingsQueryOptions(projectId).queryKey, settings);
  return settings;
}

/**
 * Saves the settings form's fields on the version read. When someone else changed the settings
 * since (412), the planner's conflict dialog asks: theirs, or these over theirs; the answer is
 * then undefined.
 */
export function saveNoiseSettings(
  projectId: number,
  version: number,
  body: UpdateNoiseSettingsRequest,
  queryClient: QueryClient,
): Promise<NoiseSettings | undefined> {
  const { queryKey } = getNoiseSettingsQueryOptions(projectId);
  return saveVersioned({
    kind: 'noiseSettings',
    name: 'Noise settings',
    fields: body,
    version,
    send: (at) =>
      api.call(noiseOperations.updateNoiseSettings, { params: { projectId }, body, headers: ifMatch(at) }),
    saved: (answer) => queryClient.setQueryData(queryKey, answer),
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  });
}
