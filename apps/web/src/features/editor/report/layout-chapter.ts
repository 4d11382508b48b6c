import { TURBINE_DEFAULT_SIZE } from '@vantage/contracts';
import { layoutFigures } from '@vantage/contracts/studies/layout-figures';
import {
  largestTurbineSize,
  requirementText,
  setbackZones,
  turbineSize,
} from '@vantage/contracts/studies/setbacks';
import { formatCoordinates } from '@/lib/plan/format';
import { isPlannedTurbine } from '@/lib/plan/kinds/registry';
import { objectSpec } from '@/lib/plan/object-specs';
import { decimalsOf, formatCoordinate, fromWgs84 } from '../model/coordinates';
import { isProjectWide, layoutFiguresInput, setbackReceptors, setbackTurbines } from '../model/site-studies';
import { ruleInputs } from '../state/use-site-checks';
import { layoutMap } from './layout-map';
import type { MapZoneInput } from './map-overlays';
import type { ReportBlock, ReportInput } from './report-content';
import { fixedNumber, reportText } from './report-text';

const metres = (value: number) => fixedNumber(value, 1);

/** The layout map's frame on an A4 landscape page, mm. */
export const LAYOUT_MAP_FRAME = { width: 250, height: 140 };

/**
 * The setback zones the layout map draws, as the planner's map draws them: each receptor rule's
 * ring around each receptor of its category and each constraint-layer rule's buffer around its
 * layer (outer rings and holes), for the scenario's largest turbine (the strictest zone any of
 * them must keep out of). Rules about the site boundary draw no zone; the chapter names them.
 */
function layoutZones(input: ReportInput) {
  const own = input.objects.filter((object) => object.scenarioId === input.scenario.id);
  const size = largestTurbineSize(setbackTurbines(own, input.presets)) ?? turbineSize(TURBINE_DEFAULT_SIZE);
  const rules = ruleInputs(input.setbackRules);
  const zones = setbackZones(rules, setbackReceptors(input.objects), size);
  const layers = input.constraintLayers.flatMap((layer) =>
    layer.id === undefined ? [] : [{ id: layer.id, name: layer.name, geometries: layer.geometries }],
  );
  const layerZones = input.layerZones?.(rules, layers, size) ?? [];
  const ringsOf = (ruleId: number) => [
    ...zones.filter((zone) => zone.ruleId === ruleId).map((zone) => zone.ring),
    ...layerZones.filter((zone) => zone.ruleId === ruleId).flatMap((zone) => zone.polygons.flat()),
  ];
  const drawn: MapZoneInput[] = [];
  const undrawn: typeof rules = [];
  for (const rule of rules) {
    const rings = ringsOf(rule.id);
    if (rings.length > 0) drawn.push({ label: `${rule.name}: ${requirementText(rule, size)}`, rings });
    else if (rule.targetKind !== 'receptor') undrawn.push(rule);
  }
  return { drawn, undrawn, size };
}

/** What the map's overlays are, in words under the turbine table (the map's legend lists them too). */
function overlayNote(
  input: ReportInput,
  figure: NonNullable<ReturnType<typeof layoutMap>>,
  zones: ReturnType<typeof layoutZones>,
): string | null {
  const parts: string[] = [];
  if (input.constraintLayers.length > 0)
    parts.push(
      reportText('report.layout.layers', 'Constraint layers on the map: {layers}.', {
        layers: figure.layers
          .map((layer) =>
            reportText(
              'report.layout.layerShown',
              '{name} ({shown} of {features} features inside the frame)',
              {
                name: layer.name,
                shown: String(layer.shown),
                features: String(layer.features),
              },
            ),
          )
          .join('; '),
      }),
    );
  if (zones.drawn.length > 0)
    parts.push(
      reportText(
        'report.layout.zones',
        "Setback zones, drawn for the scenario's largest turbine (tip height {tip} m, rotor diameter {rotor} m): {zones}.",
        {
          tip: metres(zones.size.tipHeight),
          rotor: metres(zones.size.rotorDiameter),
          zones: zones.drawn.map((zone) => zone.label).join('; '),
        },
      ),
    );
  if (zones.undrawn.length > 0)
    parts.push(
      reportText(
        'report.layout.undrawn',
        'Setback rules checked for each turbine that draw no zone (the site boundary, or a layer with nothing to buffer): {rules}.',
        { rules: zones.undrawn.map((rule) => rule.name).join('; ') },
      ),
    );
  return parts.length > 0 ? parts.join(' ') : null;
}

export function layoutBlocks(input: ReportInput): ReportBlock[] {
  const { system } = input;
  const decimals = decimalsOf(system);
  const own = input.objects.filter((object) => object.scenarioId === input.scenario.id);
  const turbines = own.filter((object) => isPlannedTurbine(object) && object.points[0]);
  const figures = layoutFigures(layoutFiguresInput(input.objects, input.presets, input.scenario.id));
  const receptors = setbackReceptors(input.objects);
  const nearest = new Map(figures.nearestReceptors.map((entry) => [entry.turbineId, entry]));
  const rows = turbines.map((object) => {
    const point = object.points[0] as NonNullable<(typeof object.points)[0]>;
    const { x, y } = fromWgs84(system, point);
    const spec = objectSpec(object, [...input.presets]);
    const hub = spec.kind === 'turbine' ? spec.hubHeight.value : null;
    const rotor = spec.kind === 'turbine' ? spec.rotorDiameter.value : null;
    const preset = input.presets.find((candidate) => candidate.id === object.presetId);
    const near = nearest.get(object.id);
    return [
      object.name,
      formatCoordinate(system, x, decimals),
      formatCoordinate(system, y, decimals),
      formatCoordinates(point.latitude, point.longitude),
      metres(input.groundHeights.at(point.longitude, point.latitude)),
      preset?.name ?? reportText('report.layout.ownDimensions', 'Own dimensions'),
      hub === null ? '–' : metres(hub),
      rotor === null ? '–' : metres(rotor),
      hub === null || rotor === null ? '–' : metres(hub + rotor / 2),
      near?.receptorName && near.distance !== null
        ? `${near.receptorName} (${fixedNumber(near.distance, 0)} m)`
        : '–',
    ];
  });
  const zones = layoutZones(input);
  const figure = layoutMap({
    system,
    objects: input.objects,
    scenarioId: input.scenario.id,
    frame: LAYOUT_MAP_FRAME,
    constraintLayers: input.constraintLayers,
    setbackZones: zones.drawn,
  });
  const counted = { count: figures.turbineCount, scenario: input.scenario.name };
  const turbineWords =
    figures.installedCapacityMw > 0
      ? reportText(
          'report.layout.turbinesInstalled',
          '{count, plural, one {# wind turbine} other {# wind turbines}} in scenario {scenario}, {capacity} MW installed.',
          { ...counted, capacity: fixedNumber(figures.installedCapacityMw, 1) },
        )
      : reportText(
          'report.layout.turbines',
          '{count, plural, one {# wind turbine} other {# wind turbines}} in scenario {scenario}.',
          counted,
        );
  const epsg = `EPSG:${system.epsgCode}`;
  const blocks: ReportBlock[] = [
    ...(figure ? [{ kind: 'map', figure } as const] : []),
    {
      kind: 'paragraph',
      text: `${turbineWords} ${reportText(
        'report.layout.coordinates',
        'Coordinates in {system} ({epsg}) as the planner shows them, and in WGS 84; heights in metres.',
        { system: system.name, epsg },
      )}`,
    },
  ];
  if (rows.length === 0)
    blocks.push({
      kind: 'note',
      text: reportText('report.layout.noTurbines', 'The scenario has no wind turbines.'),
    });
  else
    blocks.push({
      kind: 'table',
      columns: [
        { title: reportText('report.table.turbine', 'Turbine'), width: 1.3 },
        { title: `${system.xCoordinateName} (${epsg})`, width: 1.2, align: 'right' },
        { title: `${system.yCoordinateName} (${epsg})`, width: 1.2, align: 'right' },
        { title: 'WGS 84', width: 1.7 },
        { title: reportText('report.layout.ground', 'Ground (m)'), width: 0.7, align: 'right' },
        { title: reportText('report.layout.model', 'Model'), width: 1.2 },
        { title: reportText('report.table.hub', 'Hub (m)'), width: 0.6, align: 'right' },
        { title: reportText('report.layout.rotor', 'Rotor (m)'), width: 0.6, align: 'right' },
        { title: reportText('report.layout.tip', 'Tip (m)'), width: 0.6, align: 'right' },
        { title: reportText('report.layout.nearestReceptor', 'Nearest receptor'), width: 1.4 },
      ],
      rows,
    });
  const others = own.filter((object) => !isPlannedTurbine(object) && !isProjectWide(object));
  if (others.length > 0)
    blocks.push({
      kind: 'note',
      text: reportText('report.layout.otherObjects', 'Other objects of the scenario: {names}.', {
        names: others.map((object) => object.name).join(', '),
      }),
    });
  const overlays = figure && overlayNote(input, figure, zones);
  if (overlays) blocks.push({ kind: 'note', text: overlays });
  blocks.push({
    kind: 'note',
    text: reportText(
      'report.layout.receptors',
      '{count, plural, =0 {# receptors in the project.} one {# receptor in the project: {names}.} other {# receptors in the project: {names}.}}',
      { count: receptors.length, names: receptors.map((r) => r.name).join(', ') },
    ),
  });
  return blocks;
}
