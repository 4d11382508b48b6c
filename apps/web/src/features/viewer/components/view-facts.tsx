import { Box, List, Text } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import type { ReactNode } from 'react';
import { formatCoordinates, formatHeading } from '@/lib/plan/format';
import { curvatureDrop, effectiveRadius, REFRACTION_K } from '@/lib/plan/geodesy';
import { objectSpec, type Source } from '@/lib/plan/object-specs';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { VISIBILITY_KM } from '@/lib/scene/sky';
import { groundFacts } from './ground-facts';

export const FACTS_TITLE = 'How this view was made';

type Viewpoint = ViewerProject['viewpoints'][number];
type Scenario = ViewerProject['scenarios'][number];
export type LightFacts = {
  date: Date;
  fromPlan: boolean;
  sunAzimuth: number;
  sunAltitude: number;
  night: boolean;
};

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const SOURCE: Record<Source, string> = {
  plan: 'from the plan',
  preset: "from the object's preset",
  default: 'default',
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

/** Object dimensions of the scenario, grouped: "6 wind turbines: hub height 125 m (preset)…". */
export function objectLines(scenario: Scenario, presets: ViewerProject['presets']): string[] {
  const lines = new Map<string, number>();
  for (const object of scenario.plannerObjects) {
    const spec = objectSpec(object, presets);
    let line: string;
    if (spec.kind === 'turbine')
      line = `wind turbine: hub height ${spec.hubHeight.value} m (${SOURCE[spec.hubHeight.source]}), rotor diameter ${spec.rotorDiameter.value} m (${SOURCE[spec.rotorDiameter.source]}), tip height ${spec.hubHeight.value + spec.rotorDiameter.value / 2} m; rotor facing the wind`;
    else if (spec.kind === 'solar')
      line = `solar field: panels facing south at ${spec.tilt.value}° (${SOURCE[spec.tilt.source]}), rows ${spec.rowSpacing.value} m apart (${SOURCE[spec.rowSpacing.source]}), ${spec.panelHeight.value} m high (${SOURCE[spec.panelHeight.source]}); a flat surface beyond 3 km`;
    else if (spec.kind === 'powerLine')
      line = `overhead power line: pylons ${spec.pylonHeight.value} m high (${SOURCE[spec.pylonHeight.source]}) at most ${spec.span.value} m apart (${SOURCE[spec.span.source]}), conductors sagging 3 % of the span`;
    else
      line = 'underground or subsea cable: invisible in reality; its route is drawn as a line on the surface';
    lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  return [...lines].map(([line, n]) => `${n} × ${line}`);
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
  const objects = objectLines(scenario, presets);
  const groundText = groundFacts(viewpoint.position.altitude, ground, tiles !== null);
  const sitAt = 1 / (2 * Math.tan((viewpoint.fieldOfView * Math.PI) / 360));
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 16, rowGap: 8 }}
    >
      {wireline && (
        <Row term="Wireline">
          Shown as lines, as the visualisation guidance prints beside each rendered view: the ground as a mesh
          of grey lines, the sea horizon, every object in outline (its silhouette from here, its edges and
          borders). Lines behind the ground or nearer objects are hidden. No light, colour or haze.
        </Row>
      )}
      {photo}
      <Row term="Viewpoint">{viewpoint.name}</Row>
      <Row term="Position">
        {formatCoordinates(viewpoint.position.latitude, viewpoint.position.longitude)}
      </Row>
      <Row term="Eye height">{groundText.eyeHeight}</Row>
      <Row term="Direction">
        {formatHeading(viewpoint.pan)}, tilt {round(viewpoint.tilt)}°
      </Row>
      <Row term="Field of view">
        {round(viewpoint.fieldOfView)}° horizontal (the viewpoint's field of view), {round(verticalFov)}°
        vertical in this window. Sizes on screen are true when you sit about {round(sitAt, 2)} × the picture's
        width away from it.
      </Row>
      <Row term="Date and time">
        {light
          ? `${light.date.toISOString().slice(0, 16).replace('T', ' ')} UTC (${light.fromPlan ? "the viewpoint's viewing time" : 'not set by the plan: noon UTC today'}); sun at ${round(light.sunAzimuth, 0)}° and ${round(light.sunAltitude)}° above the horizon${light.night ? ' — night: the sun is below the horizon' : ''}`
          : '—'}
      </Row>
      <Row term="Scenario">{scenario.name}</Row>
      <Row term="Objects">
        {objects.length === 0 ? (
          'No planned objects: the current situation.'
        ) : (
          <List size="sm" spacing={2}>
            {objects.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
      </Row>
      <Row term="Earth's curvature">
        Applied with standard refraction (k = {REFRACTION_K}, effective radius{' '}
        {round(effectiveRadius() / 1000, 0)} km): an object 18 km away sits {round(curvatureDrop(18_000), 0)}{' '}
        m lower, and the sea hides its lowest part beyond the horizon.
      </Row>
      <Row term="Haze">
        Exponential-squared fog with a visibility of {VISIBILITY_KM} km (2 % contrast left at that distance).
      </Row>
      <Row term="Terrain">{groundText.terrain}</Row>
      <Row term="Basemap">
        {tiles
          ? `Map tiles draped on the ground around the viewpoint${tiles.attribution ? ` (${tiles.attribution})` : ''}.`
          : groundText.land}
      </Row>
      <Row term="Not modelled">{groundText.notModelled}</Row>
    </Box>
  );
}
