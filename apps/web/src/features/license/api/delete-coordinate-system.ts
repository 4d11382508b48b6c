import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ownCoordinateSystemsOperations from '@vantage/contracts/api/own-coordinate-systems';
import { api } from '@/lib/api';
import { getCoordinateSystemsQueryOptions } from '@/lib/coordinate-systems/api/get-coordinate-systems';

/** Deletes one of the subscription's own coordinate systems; 409 IsInUse while a project uses it. */
export function deleteCoordinateSystem(id: number): Promise<void> {
  return api.call(ownCoordinateSystemsOperations.deleteCoordinateSystem, { params: { id } });
}

export function useDeleteCoordinateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoordinateSystem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCoordinateSystemsQueryOptions().queryKey }),
  });
}
