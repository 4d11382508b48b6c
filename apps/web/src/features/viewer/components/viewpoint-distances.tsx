import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Table } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import { useMemo } from 'react';
import { formatHeading, formatLength } from '@/lib/i18n/format';
import { viewContents } from '@/lib/plan/view-contents';

type Viewpoint = ViewerProject['viewpoints'][number];
type Scenario = ViewerProject['scenarios'][number];

/** "850 m", "4.25 km", "18.4 km": metres below a kilometre, then kilometres to about 10 m. */
export function formatDistance(i18n: I18n, metres: number): string {
  return metres < 1000
    ? formatLength(i18n, Math.round(metres), { digits: 0 })
    : formatLength(i18n, metres / 1000, { unit: 'kilometer', digits: metres < 10_000 ? 2 : 1 });
}

/**
 * How far each object of a scenario lies from a viewpoint, nearest first, and in which
 * direction: measured to its nearest part as the planner's preview list does
 * (lib/plan/view-contents.ts).
 */
export function ViewpointDistances({
  viewpoint,
  scenario,
  presets,
}: {
  viewpoint: Viewpoint;
  scenario: Scenario;
  presets: ViewerProject['presets'];
}) {
  const { i18n } = useLingui();
  const rows = useMemo(
    () =>
      viewContents(
        { position: viewpoint.position, pan: viewpoint.pan, fieldOfView: viewpoint.fieldOfView },
        scenario.plannerObjects,
        presets,
      ),
    [viewpoint, scenario, presets],
  );
  return (
    <Table fz="sm" verticalSpacing={2} horizontalSpacing={6} data-testid="viewer-distances">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
        {i18n._('viewer.distances.caption', { viewpoint: viewpoint.name, scenario: scenario.name })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._('viewer.distances.object')}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{i18n._('viewer.distances.distance')}</Table.Th>
          <Table.Th>{i18n._('viewer.distances.direction')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatDistance(i18n, row.distance)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatHeading(i18n, row.bearing)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
