import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import type { PlannerPoint, UpdateViewpointRequest, Viewpoint } from '@vantage/contracts';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { nextNumberedName } from '../model/numbered-name';
import { DEFAULT_FIELD_OF_VIEW, defaultPan, EYE_HEIGHT_METRES } from '../model/viewpoint';
import { kindOfObject } from '../object-types';
import type { Planner } from './use-planner';
import { setPlannerView, usePlannerView } from './view-store';

/**
 * The project's viewpoints as the Viewpoints tab and the map's cones share them: the list,
 * the one chosen (the one the 3D preview shows), and the edits, each failure told in words.
 */
export function useViewpoints(planner: Planner) {
  const query = useQuery(getViewpointsQueryOptions(planner.projectId));
  const calls = planner.calls.viewpoints;
  const { viewpointId } = usePlannerView();
  const list = query.data?.items ?? [];
  const selected = list.find((viewpoint) => viewpoint.id === viewpointId);

  const select = (id: number | null) => setPlannerView({ viewpointId: id });

  /**
   * A new viewpoint where a person would stand at `at`: eye height above the ground, looking at
   * the project's turbines. It becomes the chosen one.
   */
  async function place(at: PlannerPoint): Promise<Viewpoint | undefined> {
    const turbines = planner.objectList
      .filter((object) => kindOfObject(object) === 'turbine' && object.points[0])
      .map((object) => object.points[0] as PlannerPoint);
    try {
      const created = await calls.create({
        name: nextNumberedName('Viewpoint', list),
        position: { longitude: at.longitude, latitude: at.latitude, altitude: EYE_HEIGHT_METRES },
        pan: defaultPan(at, turbines),
        fieldOfView: DEFAULT_FIELD_OF_VIEW,
      });
      select(created.id);
      return created;
    } catch (error) {
      notifyError({
        title: i18n._('planner.useViewpoints.theViewpointWasNot'),
        message: errorMessage(error),
      });
      return undefined;
    }
  }

  /** Saves a change; undefined when it failed (told in a toast) or waits in the conflict dialog. */
  async function save(viewpoint: Viewpoint, body: UpdateViewpointRequest): Promise<Viewpoint | undefined> {
    try {
      return await calls.update(viewpoint, body);
    } catch (error) {
      notifyError({
        title: i18n._('planner.useViewpoints.wasNotSaved', { name: viewpoint.name }),
        message: errorMessage(error),
      });
      return undefined;
    }
  }

  return { query, list, selected, select, calls, place, save };
}

export type PlannerViewpoints = ReturnType<typeof useViewpoints>;
