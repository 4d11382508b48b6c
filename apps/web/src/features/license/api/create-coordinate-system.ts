import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ownCoordinateSystemsOperations from '@vantage/contracts/api/own-coordinate-systems';
import type { CreateCoordinateSystemRequest } from '@vantage/contracts/own-coordinate-systems';
import { api } from '@/lib/api';
import { getCoordinateSystemsQueryOptions } from '@/lib/coordinate-systems/api/get-coordinate-systems';

/** Adds one of the subscription's own coordinate systems (AddCrs); the server reads and checks it. */
export function createCoordinateSystem(body: CreateCoordinateSystemRequest) {
  return api.call(ownCoordinateSystemsOperations.createCoordinateSystem, { body });
}

export function useCreateCoordinateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoordinateSystem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCoordinateSystemsQueryOptions().queryKey }),
  });
}
