import { i18n } from '@lingui/core';
import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatHeading } from '@/lib/plan/format';
import type { ViewerObject, ViewerPreset } from '@/lib/plan/object-specs';
import { type ViewContentsRow, type ViewpointLike, viewContents } from '@/lib/plan/view-contents';
import { OBJECT_TYPES } from '../object-types';

const SEEN: Record<ViewContentsRow['seen'], string> = {
  inView: 'in view',
  outsideFieldOfView: 'outside the field of view',
  belowHorizon: 'below the horizon',
};

const formatDistance = (metres: number) =>
  metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(metres < 10_000 ? 2 : 1)} km`;

/**
 * The preview's "List view": what the view from the viewpoint holds, in words and nearest
 * first, for whoever does not see the 3D scene. Clicking a row's name selects the object on
 * the map, as a click in the 3D view does.
 */
export function PreviewList({
  viewpoint,
  viewpointName,
  objects,
  presets,
  onSelect,
}: {
  viewpoint: ViewpointLike;
  viewpointName: string;
  objects: readonly ViewerObject[];
  presets: ViewerPreset[];
  onSelect: (id: number) => void;
}) {
  const rows = useMemo(() => viewContents(viewpoint, objects, presets), [viewpoint, objects, presets]);
  if (rows.length === 0)
    return (
      <Text size="sm" p="sm">
        {i18n._('planner.previewList.theScenarioShownHas', { viewpointName })}
      </Text>
    );
  return (
    <Table
      striped
      stickyHeader
      fz="sm"
      aria-label={i18n._('planner.previewList.whatTheViewFrom', { viewpointName })}
    >
      <Table.Caption>
        {i18n._('planner.previewList.distancesAndDirectionsFrom', { viewpointName })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._('planner.previewList.object')}</Table.Th>
          <Table.Th>{i18n._('planner.previewList.kind')}</Table.Th>
          <Table.Th>{i18n._('planner.previewList.distance')}</Table.Th>
          <Table.Th>{i18n._('planner.previewList.direction')}</Table.Th>
          <Table.Th>{i18n._('planner.previewList.seen')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Text
                component="button"
                type="button"
                size="sm"
                td="underline"
                style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'left' }}
                onClick={() => onSelect(row.id)}
              >
                {row.name}
              </Text>
            </Table.Td>
            <Table.Td>{OBJECT_TYPES[row.kind].label}</Table.Td>
            <Table.Td>{formatDistance(row.distance)}</Table.Td>
            <Table.Td>{formatHeading(row.bearing)}</Table.Td>
            <Table.Td>{SEEN[row.seen]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
