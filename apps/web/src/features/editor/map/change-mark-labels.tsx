import { useQuery } from '@tanstack/react-query';
import type { PlannerObject, PlannerPoint } from '@vantage/contracts';
import { Marker } from '@vis.gl/react-maplibre';
import type { CSSProperties } from 'react';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { changeMarkOf, useChangeMarks } from '../state/change-marks';

/** Where an object's label goes: a turbine's point, a line's middle point, an area's centre. */
export function labelPointOf(object: Pick<PlannerObject, 'layout' | 'points'>): PlannerPoint | undefined {
  const { points } = object;
  if (points.length === 0) return undefined;
  if (object.layout === 'Path') return points[Math.floor((points.length - 1) / 2)];
  if (object.layout === 'Point') return points[0];
  const sum = points.reduce(
    (total, point) => ({
      longitude: total.longitude + point.longitude,
      latitude: total.latitude + point.latitude,
    }),
    { longitude: 0, latitude: 0 },
  );
  return { longitude: sum.longitude / points.length, latitude: sum.latitude / points.length };
}

const LABEL_STYLE: CSSProperties = {
  display: 'block',
  padding: '1px 6px',
  borderRadius: 4,
  background: 'var(--mantine-color-violet-7)',
  color: 'var(--mantine-color-white)',
  fontSize: 12,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.3)',
  // A label, not a target: clicks go through to the map.
  pointerEvents: 'none',
};

/**
 * The name of whoever else just changed an object or viewpoint, beside it on the map for a few
 * seconds (change-marks.ts). HTML markers, as the spacing labels: they need no glyphs from the
 * map style, and they stay few.
 */
export function ChangeMarkLabels({
  projectId,
  objects,
}: {
  projectId: number;
  /** The objects the map shows. */
  objects: readonly PlannerObject[];
}) {
  const marks = useChangeMarks();
  const viewpoints = useQuery(getViewpointsQueryOptions(projectId)).data?.items ?? [];
  if (marks.size === 0) return null;
  const labels: { key: string; at: PlannerPoint; name: string }[] = [];
  for (const object of objects) {
    const name = changeMarkOf(marks, 'plannerObject', object.id);
    const at = name ? labelPointOf(object) : undefined;
    if (name && at) labels.push({ key: `o${object.id}`, at, name });
  }
  for (const viewpoint of viewpoints) {
    if (!viewpoint.visible) continue;
    const name = changeMarkOf(marks, 'viewpoint', viewpoint.id);
    if (name) labels.push({ key: `v${viewpoint.id}`, at: viewpoint.position, name });
  }
  return labels.map((label) => (
    <Marker
      key={label.key}
      longitude={label.at.longitude}
      latitude={label.at.latitude}
      anchor="bottom-left"
      offset={[8, -8]}
      style={{ pointerEvents: 'none' }}
    >
      <span style={LABEL_STYLE}>{label.name}</span>
    </Marker>
  ));
}
