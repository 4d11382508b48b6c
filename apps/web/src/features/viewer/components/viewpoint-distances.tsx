import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ViewerProject } from '@vantage/contracts';
import { useMemo } from 'react';
import { formatHeading, formatLength } from '@/lib/i18n/format';
import { viewContents } from '@/lib/plan/view-contents';

type Viewpoint = ViewerProject['viewpoints'][number];

const TABLE = { width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' } as const;
const CELL = {
  padding: '2px 6px 2px 0',
  textAlign: 'left',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
} as const;
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
  // A plain table: Mantine's Table belongs to the signed-in screens' file (apps/web/vite.config.ts).
  return (
    <table data-testid="viewer-distances" style={TABLE}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0 4px', fontWeight: 600 }}>
        {i18n._('viewer.distances.caption', { viewpoint: viewpoint.name, scenario: scenario.name })}
      </caption>
      <thead>
        <tr>
          <th style={CELL}>{i18n._('viewer.distances.object')}</th>
          <th style={{ ...CELL, textAlign: 'right' }}>{i18n._('viewer.distances.distance')}</th>
          <th style={CELL}>{i18n._('viewer.distances.direction')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td style={CELL}>{row.name}</td>
            <td style={{ ...CELL, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatDistance(i18n, row.distance)}
            </td>
            <td style={{ ...CELL, whiteSpace: 'nowrap' }}>{formatHeading(i18n, row.bearing)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
