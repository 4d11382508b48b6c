import { i18n } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PlannerObject } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { isPlannedTurbine } from '@/lib/plan/kinds/registry';
import { objectSpec } from '@/lib/plan/object-specs';
import { getProjectQueryOptions } from '@/lib/projects/api/get-project';
import type { SpacingLabel } from '../map/spacing-labels';
import { DEFAULT_MIN_SPACING_D, nearestSpacingWithin } from '../model/spacing';
import type { Planner } from './use-planner';

/** The project setting of the minimum turbine spacing, in the project's data. */
const MIN_SPACING_KEY = 'plannerMinSpacingD';

function projectData(json: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The turbines' spacing: each visible turbine's nearest neighbour in its own scenario in rotor
 * diameters, those closer than the project's minimum, and saving that minimum in the project's
 * data.
 */
export function useTurbineSpacing(projectId: number, planner: Planner) {
  const queryClient = useQueryClient();
  const project = planner.project.data;
  const data = projectData(project?.projectDataJson);
  const stored = Number(data[MIN_SPACING_KEY]);
  const minSpacing = Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_MIN_SPACING_D;

  const { spacing, tooClose } = useMemo(() => {
    const turbines = planner.visibleObjects
      .filter((object) => isPlannedTurbine(object) && object.points[0])
      .map((object) => {
        const spec = objectSpec(object, planner.presetList);
        const point = object.points[0] as PlannerObject['points'][number];
        return {
          id: object.id,
          scenarioId: object.scenarioId,
          longitude: point.longitude,
          latitude: point.latitude,
          rotorDiameter: spec.kind === 'turbine' ? spec.rotorDiameter.value : 1,
        };
      });
    // Within a scenario: two alternative layouts shown together do not stand together.
    const nearest = nearestSpacingWithin(turbines, (turbine) => turbine.scenarioId);
    const labels = new Map<number, SpacingLabel>();
    const close: PlannerObject[] = [];
    for (const object of planner.visibleObjects) {
      const found = nearest.get(object.id);
      if (!found) continue;
      labels.set(object.id, {
        ...found,
        text: i18n._('planner.useTurbineSpacing.d', { value: found.diameters.toFixed(1) }),
      });
      if (found.diameters < minSpacing) close.push(object);
    }
    return { spacing: labels, tooClose: close };
  }, [planner.visibleObjects, planner.presetList, minSpacing]);
  const tooCloseIds = useMemo(() => new Set(tooClose.map((object) => object.id)), [tooClose]);

  async function saveMinSpacing(value: number) {
    if (!project || value === minSpacing) return;
    try {
      const updated = await api.call(projectsOperations.updateProject, {
        params: { id: projectId },
        body: { projectDataJson: JSON.stringify({ ...data, [MIN_SPACING_KEY]: value }) },
      });
      queryClient.setQueryData(getProjectQueryOptions(projectId).queryKey, updated);
    } catch (error) {
      notifyError({
        title: i18n._('planner.useTurbineSpacing.theSpacingWasNot'),
        message: errorMessage(error),
      });
    }
  }

  return { minSpacing, spacing, tooClose, tooCloseIds, saveMinSpacing };
}
