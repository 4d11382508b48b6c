import { i18n } from '@lingui/core';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { defaultZtvRadius, ZTV_MAX_RADIUS, ztvRadiusGuidance } from '@/lib/terrain/ztv';
import { type ZtvLayerName, ztvGeoTiff, ztvPngZip } from '@/lib/terrain/ztv-export';
import { ztvKeys } from '@/lib/terrain/ztv-host';
import type { ZtvOutcome, ZtvProgress } from '@/lib/terrain/ztv-run';
import type { Planner } from '../state/use-planner';
import { useZtvInputs } from '../state/use-ztv-request';
import { cancelZtv, setPlannerZtv, startZtv, usePlannerZtv } from '../state/ztv-store';

const DEFAULT_CELL_SIZE = 50;
const MIN_CELL_SIZE = 10;
const MAX_CELL_SIZE = 500;

const progressText = ({ phase, done, total }: ZtvProgress) =>
  phase === 'terrain'
    ? 'Reading the terrain…'
    : phase === 'heights'
      ? `Reading the ground's heights: ${Math.round((done / total) * 100)} %`
      : `Sweeping turbine ${done} of ${total}`;
/** The whole calculation as one bar: the terrain a tenth, the heights a fifth, the turbines the rest. */
const progressValue = ({ phase, done, total }: ZtvProgress) =>
  phase === 'terrain' ? 5 : phase === 'heights' ? 10 + (20 * done) / total : 30 + (70 * done) / total;

const kilometres = (metres: number) => `${Number((metres / 1000).toFixed(2))} km`;
/** A share as a percentage to a tenth, never rounded to 0 or 100 when it is neither. */
const share = (fraction: number) => {
  const percent = Number((fraction * 100).toFixed(1));
  if (percent === 0 && fraction > 0) return 'under 0.1 %';
  if (percent === 100 && fraction < 1) return 'over 99.9 %';
  return `${percent} %`;
};

/** What the result is: grid, system, radius, time, and the ground it stood on. */
function summary(outcome: ZtvOutcome): string[] {
  const { frame } = outcome;
  const lines = [
    `${frame.width} × ${frame.height} cells of ${frame.cellSize} m in ${frame.system.name} (EPSG:${frame.system.epsgCode}), ` +
      `${kilometres(outcome.radius)} around each of ${outcome.turbines} turbines; calculated in ${(outcome.milliseconds / 1000).toFixed(1)} s.`,
  ];
  if (!frame.projectSystem)
    lines.push(`The project's coordinate system is not in metres, so the ZTV is in ${frame.system.name}.`);
  if (outcome.terrain === null && outcome.unknownCells === 0)
    lines.push('No terrain: the ground is a sea-level sphere.');
  else if (outcome.terrain !== null) lines.push(`Terrain: ${outcome.terrain}.`);
  if (outcome.terrainFailed) lines.push('Some terrain could not be read.');
  if (outcome.unknownCells > 0)
    lines.push(
      `The ground is unknown in ${outcome.unknownCells.toLocaleString('en')} of ` +
        `${outcome.cellsInRadius.toLocaleString('en')} cells within the radius ` +
        `(${share(outcome.unknownCells / outcome.cellsInRadius)}): they are NoData in the GeoTIFF and blank on the map.`,
    );
  return lines;
}

/**
 * The Terrain tab's ZTV: for the active scenario's turbines, the radius (the guidance's for the
 * tallest tip unless changed) and the cell size, calculated off the main thread with progress
 * and Cancel; then the layer (tips or hubs) on the map with its legend, and the downloads.
 */
export function ZtvSection({ planner, fileBase }: { planner: Planner; fileBase: string }) {
  const inputs = useZtvInputs(planner);
  const ztv = usePlannerZtv(planner.projectId);
  const guidance = defaultZtvRadius(inputs.tallestTip);
  // null: the guidance's radius, following the tallest tip until someone types another.
  const [radiusKm, setRadiusKm] = useState<NumberFieldValue | null>(null);
  const [cellSize, setCellSize] = useState<NumberFieldValue>(DEFAULT_CELL_SIZE);
  const radius = radiusKm === null ? guidance : radiusKm === '' ? Number.NaN : radiusKm * 1000;
  const radiusValid = Number.isFinite(radius) && radius >= 1000 && radius <= ZTV_MAX_RADIUS;
  const cellValid = cellSize !== '' && cellSize >= MIN_CELL_SIZE && cellSize <= MAX_CELL_SIZE;
  const request = inputs.base && radiusValid && cellValid ? { ...inputs.base, radius, cellSize } : null;
  const { outcome } = ztv;
  const stale =
    outcome !== null &&
    inputs.base !== null &&
    ztvKeys({ ...inputs.base, radius: outcome.radius, cellSize: outcome.frame.cellSize }).key !== ztv.key;

  async function save(kind: 'tiff' | 'png') {
    if (!outcome) return;
    const counts = outcome[ztv.view.layer];
    const name = `${fileBase}-ztv-${ztv.view.layer}-epsg${outcome.frame.system.epsgCode}`;
    try {
      if (kind === 'tiff') download(`${name}.tif`, 'image/tiff', await ztvGeoTiff(outcome.frame, counts));
      else
        download(
          `${name}.zip`,
          'application/zip',
          await ztvPngZip(outcome.frame, counts, ztv.view.layer, outcome.turbines, name),
        );
    } catch (error) {
      notifyError({ title: i18n._('planner.ztvSection.theZtvWasNot'), message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-ztv-title">
      <Title order={3} size="h5" id="planner-ztv-title">
        {i18n._('planner.ztvSection.zoneOfTheoreticalVisibility')}
      </Title>
      <Text size="sm">
        {inputs.scenarioName
          ? i18n._('planner.ztvSection.fromWhereTheTurbines', { scenarioName: inputs.scenarioName })
          : i18n._('planner.ztvSection.fromWhereTheScenario')}
      </Text>
      {inputs.turbines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.ztvSection.thereAreNoTurbines')}
        </Text>
      ) : null}
      <NumberField
        label={i18n._('planner.ztvSection.radiusKm')}
        description={ztvRadiusGuidance(inputs.tallestTip)}
        value={radiusKm ?? guidance / 1000}
        onChange={setRadiusKm}
        min={1}
        max={ZTV_MAX_RADIUS / 1000}
        decimalScale={2}
        error={
          radiusValid ? undefined : i18n._('planner.ztvSection.from1ToKm', { value: ZTV_MAX_RADIUS / 1000 })
        }
      />
      <NumberField
        label={i18n._('planner.ztvSection.cellSizeM')}
        value={cellSize}
        onChange={setCellSize}
        min={MIN_CELL_SIZE}
        max={MAX_CELL_SIZE}
        decimalScale={1}
        error={cellValid ? undefined : i18n._('planner.ztvSection.fromToM', { MIN_CELL_SIZE, MAX_CELL_SIZE })}
      />
      <Group gap="xs">
        <Button
          onClick={() => request && void startZtv(planner.projectId, request, planner.studyBasis)}
          disabled={!request || inputs.turbines.length === 0 || ztv.progress !== null}
        >
          {i18n._('planner.ztvSection.calculateZtv')}
        </Button>
        {ztv.progress ? (
          <Button variant="default" onClick={cancelZtv}>
            {i18n._('planner.ztvSection.cancel')}
          </Button>
        ) : null}
      </Group>
      {ztv.progress ? (
        <Stack gap={4}>
          <Progress
            value={progressValue(ztv.progress)}
            aria-label={i18n._('planner.ztvSection.ztvProgress')}
            animated
          />
          <Text size="sm" role="status">
            {progressText(ztv.progress)}
          </Text>
        </Stack>
      ) : null}
      {ztv.error ? (
        <Alert color="red" title={i18n._('planner.ztvSection.theZtvWasNot2')}>
          {ztv.error}
        </Alert>
      ) : null}
      {outcome ? (
        <Stack gap="xs">
          <SegmentedControl
            aria-label={i18n._('planner.ztvSection.ztvLayer')}
            value={ztv.view.layer}
            onChange={(layer) => setPlannerZtv({ view: { layer: layer as ZtvLayerName } })}
            data={[
              { label: i18n._('planner.ztvSection.bladeTips'), value: 'tips' },
              { label: i18n._('planner.ztvSection.hubs'), value: 'hubs' },
            ]}
          />
          <Checkbox
            label={i18n._('planner.ztvSection.showOnTheMap')}
            checked={ztv.shown}
            onChange={(event) => setPlannerZtv({ shown: event.currentTarget.checked })}
          />
          {summary(outcome).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {stale ? (
            <Text size="sm" c="orange.9">
              {i18n._('planner.ztvSection.thePlanOrIts')}
            </Text>
          ) : null}
          <Group gap="xs">
            <Button variant="light" onClick={() => void save('tiff')}>
              {i18n._('planner.ztvSection.downloadGeotiff')}
            </Button>
            <Button variant="light" onClick={() => void save('png')}>
              {i18n._('planner.ztvSection.downloadPngWorldFile')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
