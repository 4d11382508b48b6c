import { i18n } from '@lingui/core';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { PlannerPoint } from '@vantage/contracts';
import { pathLength, polygonArea } from '@vantage/contracts/studies/geodesy';
import { Layer, Source } from '@vis.gl/react-maplibre';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { measureText } from '../model/measure';

/** The measured points on the map: the path, its closing edge (for the area) and the points. */
export function MeasureLayer({ points }: { points: readonly PlannerPoint[] }) {
  const data = useMemo((): FeatureCollection => {
    const positions = points.map((p) => [p.longitude, p.latitude]);
    return {
      type: 'FeatureCollection',
      features: [
        ...(positions.length >= 3
          ? [
              {
                type: 'Feature' as const,
                geometry: {
                  type: 'Polygon' as const,
                  coordinates: [[...positions, positions[0] as number[]]],
                },
                properties: { part: 'area' },
              },
            ]
          : []),
        ...(positions.length >= 2
          ? [
              {
                type: 'Feature' as const,
                geometry: { type: 'LineString' as const, coordinates: positions },
                properties: { part: 'path' },
              },
            ]
          : []),
        ...positions.map((coordinates) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates },
          properties: { part: 'point' },
        })),
      ],
    };
  }, [points]);
  return (
    <Source id="planner-measure" type="geojson" data={data}>
      <Layer
        id="planner-measure-area"
        type="fill"
        filter={['==', ['get', 'part'], 'area']}
        paint={{ 'fill-color': '#1c7ed6', 'fill-opacity': 0.12 }}
      />
      <Layer
        id="planner-measure-path"
        type="line"
        filter={['==', ['get', 'part'], 'path']}
        paint={{ 'line-color': '#1c7ed6', 'line-width': 2.5 }}
      />
      <Layer
        id="planner-measure-points"
        type="circle"
        filter={['==', ['get', 'part'], 'point']}
        paint={{
          'circle-radius': 4,
          'circle-color': '#ffffff',
          'circle-stroke-color': '#1c7ed6',
          'circle-stroke-width': 2,
        }}
      />
    </Source>
  );
}

/** What is measured, in words, with undo and clear; geodesic on WGS 84 (docs/studies/setbacks.md). */
export function MeasurePanel({
  points,
  onUndo,
  onClear,
}: {
  points: readonly PlannerPoint[];
  onUndo: () => void;
  onClear: () => void;
}) {
  const text = measureText(
    pathLength(points),
    points.length >= 3 ? polygonArea([points]) : null,
    points.length,
  );
  return (
    <Paper
      shadow="xs"
      p={8}
      withBorder
      component="section"
      aria-label={i18n._('planner.measure.measurement')}
      style={{ position: 'absolute', left: '50%', transform: 'translateX(-50%)', top: 10, zIndex: 2 }}
    >
      <Text size="sm" aria-live="polite" data-testid="measurement">
        {text}
      </Text>
      <Group gap={6} mt={4}>
        <Button size="compact-xs" variant="default" disabled={points.length === 0} onClick={onUndo}>
          {i18n._('planner.measure.removeLastPoint')}
        </Button>
        <Button size="compact-xs" variant="default" disabled={points.length === 0} onClick={onClear}>
          {i18n._('planner.measure.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
