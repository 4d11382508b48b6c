import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Box, List, Text } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import type { ReactNode } from 'react';
import {
  formatAngle,
  formatCoordinates,
  formatDecimal,
  formatHeading,
  formatLength,
  formatUtcDateTime,
} from '@/lib/i18n/format';
import { curvatureDrop, effectiveRadius, REFRACTION_K } from '@/lib/plan/geodesy';
import { objectSpec, type Source } from '@/lib/plan/object-specs';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { skyAt, sunAt, VISIBILITY_KM } from '@/lib/scene/sky';
import { groundFacts } from './ground-facts';

type Viewpoint = ViewerProject['viewpoints'][number];
type Scenario = ViewerProject['scenarios'][number];
/** The viewing time, and where: the sun's position is worked out here, when the facts are opened. */
export type LightFacts = {
  date: Date;
  fromPlan: boolean;
  latitude: number;
  longitude: number;
};

const SOURCE: Record<Source, string> = {
  plan: 'viewer.source.plan',
  preset: 'viewer.source.preset',
  default: 'viewer.source.default',
};

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box style={{ display: 'contents' }}>
      <Text component="dt" size="sm" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Box>
  );
}

/** Object dimensions of the scenario, grouped: "6 × wind turbine: hub height 125 m (default)…". */
export function objectLines(i18n: I18n, scenario: Scenario, presets: ViewerProject['presets']): string[] {
  const lines = new Map<string, number>();
  const m = (value: number) => formatLength(i18n, value, { digits: 2 });
  const from = (source: Source) => i18n._(SOURCE[source]);
  for (const object of scenario.plannerObjects) {
    const spec = objectSpec(object, presets);
    let line: string;
    if (spec.kind === 'turbine')
      line = i18n._('viewer.object.turbine', {
        hub: m(spec.hubHeight.value),
        hubSource: from(spec.hubHeight.source),
        rotor: m(spec.rotorDiameter.value),
        rotorSource: from(spec.rotorDiameter.source),
        tip: m(spec.hubHeight.value + spec.rotorDiameter.value / 2),
      });
    else if (spec.kind === 'solar')
      line = i18n._('viewer.object.solar', {
        tilt: formatAngle(i18n, spec.tilt.value, 2),
        tiltSource: from(spec.tilt.source),
        spacing: m(spec.rowSpacing.value),
        spacingSource: from(spec.rowSpacing.source),
        height: m(spec.panelHeight.value),
        heightSource: from(spec.panelHeight.source),
        flatBeyond: formatLength(i18n, 3, { unit: 'kilometer' }),
      });
    else if (spec.kind === 'powerLine')
      line = i18n._('viewer.object.powerLine', {
        height: m(spec.pylonHeight.value),
        heightSource: from(spec.pylonHeight.source),
        span: m(spec.span.value),
        spanSource: from(spec.span.source),
      });
    else line = i18n._('viewer.object.cable');
    lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  return [...lines].map(([line, count]) => i18n._('viewer.facts.objectCount', { count, line }));
}

export function ViewFacts({
  viewpoint,
  scenario,
  presets,
  verticalFov,
  light,
  tiles,
  wireline = false,
  ground = null,
  photo = null,
}: {
  viewpoint: Viewpoint;
  scenario: Scenario;
  presets: ViewerProject['presets'];
  verticalFov: number;
  light: LightFacts | null;
  tiles: { url: string; attribution: string } | null;
  /** The view is shown as a wireline. */
  wireline?: boolean;
  /** The ground as the engine last said: terrain and coastline sources. */
  ground?: GroundStatus | null;
  /** A photomontage is shown: its photograph's facts (photo-facts.tsx). */
  photo?: ReactNode;
}) {
  const { i18n } = useLingui();
  const objects = objectLines(i18n, scenario, presets);
  const sun = light && sunAt(light.date, light.latitude, light.longitude);
  const groundText = groundFacts(i18n, viewpoint.position.altitude, ground, tiles !== null);
  const sitAt = 1 / (2 * Math.tan((viewpoint.fieldOfView * Math.PI) / 360));
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 16, rowGap: 8 }}
    >
      {wireline && <Row term={i18n._('viewer.wireline')}>{i18n._('viewer.facts.wireline')}</Row>}
      {photo}
      <Row term={i18n._('viewer.fact.viewpoint')}>{viewpoint.name}</Row>
      <Row term={i18n._('viewer.fact.position')}>
        {formatCoordinates(i18n, viewpoint.position.latitude, viewpoint.position.longitude)}
      </Row>
      <Row term={i18n._('viewer.fact.eyeHeight')}>{groundText.eyeHeight}</Row>
      <Row term={i18n._('viewer.fact.direction')}>
        {i18n._('viewer.facts.direction', {
          heading: formatHeading(i18n, viewpoint.pan),
          tilt: formatAngle(i18n, viewpoint.tilt),
        })}
      </Row>
      <Row term={i18n._('viewer.fact.fieldOfView')}>
        {i18n._('viewer.facts.fieldOfView', {
          horizontal: formatAngle(i18n, viewpoint.fieldOfView),
          vertical: formatAngle(i18n, verticalFov),
          factor: formatDecimal(i18n, sitAt, 2),
        })}
      </Row>
      <Row term={i18n._('viewer.fact.dateTime')}>
        {light && sun
          ? i18n._('viewer.facts.time', {
              dateTime: formatUtcDateTime(i18n, light.date),
              origin: i18n._(light.fromPlan ? 'viewer.time.fromPlan' : 'viewer.time.default'),
              azimuth: formatAngle(i18n, sun.azimuth, 0),
              altitude: formatAngle(i18n, sun.altitude),
              night: skyAt(sun.altitude).night ? 'yes' : 'no',
            })
          : '—'}
      </Row>
      <Row term={i18n._('viewer.fact.scenario')}>{scenario.name}</Row>
      <Row term={i18n._('viewer.fact.objects')}>
        {objects.length === 0 ? (
          i18n._('viewer.facts.noObjects')
        ) : (
          <List size="sm" spacing={2}>
            {objects.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
      </Row>
      <Row term={i18n._('viewer.fact.curvature')}>
        {i18n._('viewer.facts.curvature', {
          k: formatDecimal(i18n, REFRACTION_K, 3),
          radius: formatLength(i18n, Math.round(effectiveRadius() / 1000), { unit: 'kilometer' }),
          distance: formatLength(i18n, 18, { unit: 'kilometer' }),
          drop: formatLength(i18n, Math.round(curvatureDrop(18_000))),
        })}
      </Row>
      <Row term={i18n._('viewer.fact.haze')}>
        {i18n._('viewer.facts.haze', {
          visibility: formatLength(i18n, VISIBILITY_KM, { unit: 'kilometer' }),
        })}
      </Row>
      <Row term={i18n._('viewer.fact.terrain')}>{groundText.terrain}</Row>
      <Row term={i18n._('viewer.fact.basemap')}>
        {tiles
          ? tiles.attribution
            ? i18n._('viewer.facts.tilesAttributed', { attribution: tiles.attribution })
            : i18n._('viewer.facts.tiles')
          : groundText.land}
      </Row>
      <Row term={i18n._('viewer.fact.notModelled')}>{groundText.notModelled}</Row>
    </Box>
  );
}
