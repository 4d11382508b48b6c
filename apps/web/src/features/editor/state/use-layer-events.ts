import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHub } from '@/lib/hub/hub-context';
import { getConstraintLayersQueryOptions } from '../api/constraint-layer-calls';
import { getMapLayersQueryOptions } from '../api/map-layer-calls';

/**
 * A teammate's added, changed or deleted constraint layer (this project's) or map layer (the
 * subscription's) reaches the open planner without a reload: the server's item events
 * (contracts' `ConstraintLayerEvent`, `MapLayerEvent`) carry ids and versions only, so the
 * list is read again (a change renames or recolours: the features, cached by layer, stay).
 */
export function useLayerEvents(projectId: number): void {
  const { client } = useHub();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!client) return;
    return client.listenToItemEvents((event) => {
      if (event.kind === 'constraintLayer' && event.projectId === projectId) {
        void queryClient.invalidateQueries({ queryKey: getConstraintLayersQueryOptions(projectId).queryKey });
      } else if (event.kind === 'mapLayer') {
        void queryClient.invalidateQueries({ queryKey: getMapLayersQueryOptions().queryKey });
      }
    });
  }, [client, queryClient, projectId]);
}
