import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as sketchOperations from '@vantage/contracts/api/sketches';
import {
  type CreateSketchRequest,
  SKETCHES_MAX,
  type Sketch,
  type UpdateSketchRequest,
} from '@vantage/contracts/sketches';
import { api, queryKeyOf } from '@/lib/api';
import { ifMatch } from './versioned-save';

type SketchList = { items: Sketch[]; total: number };

/** The project's sketch annotations (decision 196); a project has at most 500, one page. */
export function getSketchesQueryOptions(projectId: number) {
  const input = { params: { projectId }, query: { Limit: SKETCHES_MAX } };
  return queryOptions({
    queryKey: queryKeyOf(sketchOperations.listSketches, input),
    queryFn: ({ signal }) => api.call(sketchOperations.listSketches, { ...input, signal }),
  });
}

export const useSketches = (projectId: number): Sketch[] =>
  useQuery(getSketchesQueryOptions(projectId)).data?.items ?? [];

/** The sketch calls of the planner; each writes its answer into the list the planner reads. */
export function sketchCalls(projectId: number, queryClient: QueryClient) {
  const key = getSketchesQueryOptions(projectId).queryKey;
  const write = (update: (items: Sketch[]) => Sketch[]) =>
    queryClient.setQueryData<SketchList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  return {
    async create(body: CreateSketchRequest): Promise<Sketch> {
      const sketch = await api.call(sketchOperations.createSketch, { params: { projectId }, body });
      write((items) => [...items.filter((item) => item.id !== sketch.id), sketch]);
      return sketch;
    },
    async update(sketch: Sketch, body: UpdateSketchRequest): Promise<Sketch> {
      const saved = await api.call(sketchOperations.updateSketch, {
        params: { projectId, id: sketch.id },
        body,
        headers: ifMatch(sketch.version),
      });
      write((items) => items.map((item) => (item.id === saved.id ? saved : item)));
      return saved;
    },
    async remove(id: number): Promise<void> {
      await api.call(sketchOperations.deleteSketch, { params: { projectId, id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}
