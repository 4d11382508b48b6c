import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { SHADOW_FEATURE_KEY } from '@vantage/contracts/studies/shadow-limits';
import { useMemo } from 'react';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { SHADOW_ISOLINE_LEVELS, SHADOW_MAP_CELL_SIZE } from '@/lib/shadow/shadow-classes';
import { periodsCsv, receptorsCsv, shutdownCsv } from '@/lib/shadow/shadow-csv';
import type { ShadowProgress } from '@/lib/shadow/shadow-run';
import { useFeatures } from '@/lib/subscription/api/get-features';
import {
  cancelShadow,
  setPlannerShadow,
  shadowStudyOf,
  startShadow,
  usePlannerShadow,
} from '../../state/shadow-store';
import type { Planner } from '../../state/use-planner';
import type { StudyTerrainState } from '../../state/use-study-terrain';
import { ShadowCalendar } from './shadow-calendar';
import { ShadowFlickerSettingsForm, useShadowFlickerForm } from './shadow-flicker-settings-form';

const progressText = ({ phase, fraction }: ShadowProgress) =>
  phase === 'receptors'
    ? 'Calculating the receptors: every minute of the year…'
    : `Calculating the shadow map: ${Math.round(fraction * 100)} %`;

const hours = (value: number) => value.toFixed(1);

/**
 * The Studies tab's Shadow flicker: for the active scenario's turbines (and the existing ones,
 * by the setting) at every receptor of the project, the astronomical worst case of a year at
 * every minute, calculated in a worker with progress and Cancel; the receptors' figures flagged
 * against the chosen limits, each one's calendar, the shadow map on the planner's map, the
 * shutdown schedule, and the downloads. Locked unless ShadowFlickerSimulation is Enabled.
 */
export function ShadowFlickerSection({
  planner,
  terrain: studyTerrain,
}: {
  planner: Planner;
  terrain: StudyTerrainState;
}) {
  const features = useFeatures({ staleTime: 60_000 });
  const state = features.data?.find((feature) => feature.key === SHADOW_FEATURE_KEY)?.state ?? null;
  // The calculation changes nothing: whoever sees the planner may run it (as the API: decision 184).
  const access = state === 'Enabled' ? 'open' : features.isPending ? 'loading' : 'locked';
  const shadow = usePlannerShadow(planner.projectId);
  const mayChange = planner.readOnly === null && (planner.project.data?.abilities.update ?? false);
  const settingsForm = useShadowFlickerForm(planner, access === 'open');
  const { settings, valid } = settingsForm;
  const settingsKey = settingsForm.key;
  const { terrain, failed: terrainFailed } = studyTerrain;
  const { objectList, presetList, activeScenario } = planner;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings are read through their key
  const study = useMemo(
    () => shadowStudyOf({ objectList, presetList, activeScenario }, settings),
    [objectList, presetList, activeScenario, settingsKey],
  );
  const system = planner.project.data?.defaultCoordinateSystem ?? null;
  const { outcome } = shadow;
  const turbineNames = study.turbineRefs.map((ref) => ref.name);
  const fileBase = `${planner.project.data?.name ?? 'project'}`
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .toLowerCase();

  function calculate(stops: NonNullable<typeof outcome>['schedule']) {
    if (terrain === undefined) return;
    void startShadow(planner.projectId, {
      study,
      stops,
      map: { system, cellSize: SHADOW_MAP_CELL_SIZE },
      terrain,
    });
  }

  function saveCsv(kind: 'receptors' | 'periods' | 'shutdown') {
    if (!outcome) return;
    const text =
      kind === 'receptors'
        ? receptorsCsv(outcome.figures)
        : kind === 'periods'
          ? periodsCsv(study.settings.year, outcome.figures, outcome.periods, turbineNames)
          : shutdownCsv(outcome.schedule, turbineNames);
    download(`${fileBase}-shadow-${kind}.csv`, 'text/csv', text);
  }

  async function saveGeoTiff() {
    const map = outcome?.map;
    if (!map) return;
    try {
      const { gridGeoTiff } = await import('@/lib/analysis/raster-export');
      download(
        `${fileBase}-shadow-hours-epsg${map.frame.system.epsgCode}.tif`,
        'image/tiff',
        await gridGeoTiff(map.frame, map.hours, null),
      );
    } catch (error) {
      notifyError({ title: 'The shadow map was not saved', message: errorMessage(error) });
    }
  }

  function saveIsolines() {
    const map = outcome?.map;
    if (map)
      download(`${fileBase}-shadow-isolines.geojson`, 'application/geo+json', JSON.stringify(map.isolines));
  }

  const selected = outcome ? Math.min(shadow.view.receptor, outcome.figures.length - 1) : 0;
  const stoppedHours = outcome ? outcome.stoppedMinutes.reduce((sum, minutes) => sum + minutes, 0) / 60 : 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-shadow-flicker-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="planner-shadow-flicker-title">
          Shadow flicker
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            Locked
          </Badge>
        ) : null}
      </Group>
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          Shadow Flicker Simulation is not part of your subscription.
        </Text>
      ) : access === 'loading' ? null : (
        <>
          <Text size="sm">
            Astronomical worst case at every receptor of the project: every minute of the year with the sun's
            centre at least the minimum elevation (geometric, no refraction), the sky always clear, the rotor
            always turning and facing the sun. Tower bases and receptors stand on the project's terrain model
            where it covers them all, else on flat ground at 0 m; the sun hidden by the terrain is not
            modelled.
          </Text>
          <Text size="sm">
            {study.turbines.length} turbines ({study.turbineRefs.filter((ref) => ref.existing).length}{' '}
            existing), {study.receptors.length} receptors.
          </Text>
          <ShadowFlickerSettingsForm state={settingsForm} mayChange={mayChange} />
          <Group gap="xs">
            <Button
              onClick={() => calculate([])}
              disabled={
                !valid ||
                terrain === undefined ||
                study.turbines.length === 0 ||
                study.receptors.length === 0 ||
                shadow.progress !== null
              }
            >
              Calculate shadow flicker
            </Button>
            {shadow.progress ? (
              <Button variant="default" onClick={cancelShadow}>
                Cancel
              </Button>
            ) : null}
          </Group>
          {terrainFailed ? (
            <Alert color="red" title="The project's terrain model was not loaded">
              Shadow flicker waits for it: the heights of the turbines and receptors come from it.
            </Alert>
          ) : null}
          {study.receptors.length === 0 ? (
            <Text size="sm" c="dimmed">
              There are no receptors in this project: place or import some to calculate shadow flicker.
            </Text>
          ) : null}
          {shadow.progress ? (
            <Stack gap={4}>
              <Progress
                value={shadow.progress.phase === 'receptors' ? 10 : 20 + 80 * shadow.progress.fraction}
                aria-label="Shadow flicker progress"
                animated
              />
              <Text size="sm" role="status">
                {progressText(shadow.progress)}
              </Text>
            </Stack>
          ) : null}
          {shadow.error ? (
            <Alert color="red" title="Shadow flicker was not calculated">
              {shadow.error}
            </Alert>
          ) : null}
          {outcome ? (
            <Stack gap="xs">
              <Text size="sm">{outcome.ground.text}</Text>
              <Text size="sm" role="status">
                {outcome.stopsApplied > 0
                  ? `With the shutdown schedule's ${outcome.stopsApplied} stops applied: `
                  : ''}
                {outcome.figures.filter((receptor) => receptor.exceeded).length} of {outcome.figures.length}{' '}
                receptors over the limits; calculated in {(outcome.milliseconds / 1000).toFixed(1)} s.
              </Text>
              <Box
                tabIndex={0}
                role="region"
                aria-label="Shadow flicker per receptor, scrollable"
                style={{ overflowX: 'auto' }}
              >
                <Table striped withTableBorder aria-label="Shadow flicker per receptor">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Receptor</Table.Th>
                      <Table.Th>Hours a year</Table.Th>
                      <Table.Th>Days a year</Table.Th>
                      <Table.Th>Most minutes a day</Table.Th>
                      <Table.Th>First date</Table.Th>
                      <Table.Th>Last date</Table.Th>
                      <Table.Th>Per turbine (h)</Table.Th>
                      <Table.Th>Expected hours</Table.Th>
                      <Table.Th>Limits</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outcome.figures.map((receptor) => (
                      <Table.Tr key={receptor.receptorId}>
                        <Table.Td>{receptor.name}</Table.Td>
                        <Table.Td>{hours(receptor.hours)}</Table.Td>
                        <Table.Td>{receptor.days}</Table.Td>
                        <Table.Td>{receptor.maxMinutesPerDay}</Table.Td>
                        <Table.Td>{receptor.firstDate ?? '–'}</Table.Td>
                        <Table.Td>{receptor.lastDate ?? '–'}</Table.Td>
                        <Table.Td>
                          {receptor.perTurbine
                            .filter((turbine) => turbine.minutes > 0)
                            .map((turbine) => `${turbine.name} ${hours(turbine.minutes / 60)}`)
                            .join(', ') || '–'}
                        </Table.Td>
                        <Table.Td>
                          {receptor.expectedHours === null ? '–' : hours(receptor.expectedHours)}
                        </Table.Td>
                        <Table.Td>
                          {receptor.exceeded ? (
                            <Badge color="red">Over the limits</Badge>
                          ) : (
                            <Badge color="green" variant="light">
                              Within the limits
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
              {settings.expected ? (
                <Text size="xs">
                  Expected hours: sunshine and wind figures from {settings.expected.source}.
                </Text>
              ) : null}
              <Group gap="xs">
                <Button variant="light" onClick={() => saveCsv('receptors')}>
                  Download receptors (CSV)
                </Button>
                <Button variant="light" onClick={() => saveCsv('periods')}>
                  Download shadow periods (CSV)
                </Button>
              </Group>
              <Select
                label="Calendar of"
                value={String(selected)}
                onChange={(value) =>
                  value !== null && setPlannerShadow({ view: { receptor: Number(value) } })
                }
                data={outcome.figures.map((receptor, index) => ({
                  value: String(index),
                  label: receptor.name,
                }))}
                allowDeselect={false}
              />
              <ShadowCalendar
                receptorName={outcome.figures[selected]?.name ?? ''}
                periods={outcome.periods[selected] ?? []}
                turbineNames={turbineNames}
                fileBase={fileBase}
              />
              {outcome.map ? (
                <Stack gap={4}>
                  <Checkbox
                    label="Show the shadow map"
                    checked={shadow.shown}
                    onChange={(event) => setPlannerShadow({ shown: event.currentTarget.checked })}
                  />
                  <Text size="sm">
                    Shadow map: {outcome.map.frame.width} × {outcome.map.frame.height} cells of{' '}
                    {outcome.map.frame.cellSize} m in {outcome.map.frame.system.name} (EPSG:
                    {outcome.map.frame.system.epsgCode}), 2 m above a plane at{' '}
                    {outcome.map.planeHeight.toFixed(1)} m (the turbines' mean foot height; terrain per cell
                    is not modelled).
                  </Text>
                  <Text size="sm">Lines of {SHADOW_ISOLINE_LEVELS.join(', ')} hours a year on the map.</Text>
                  <Group gap="xs">
                    <Button variant="light" onClick={() => void saveGeoTiff()}>
                      Download shadow map (GeoTIFF)
                    </Button>
                    <Button variant="light" onClick={saveIsolines}>
                      Download isolines (GeoJSON)
                    </Button>
                  </Group>
                </Stack>
              ) : null}
              <Title order={4} size="h6">
                Shutdown schedule
              </Title>
              {outcome.schedule.length === 0 ? (
                <Text size="sm">No stops needed: every receptor is within the limits.</Text>
              ) : (
                <>
                  <Text size="sm">
                    {outcome.schedule.length} stops that bring every receptor within the limits; they cost{' '}
                    {hours(stoppedHours)} turbine hours a year.
                  </Text>
                  <Box
                    mah={240}
                    tabIndex={0}
                    role="region"
                    aria-label="Shutdown schedule, scrollable"
                    style={{ overflow: 'auto' }}
                  >
                    <Table withTableBorder aria-label="Shutdown schedule">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Turbine</Table.Th>
                          <Table.Th>Date</Table.Th>
                          <Table.Th>Stop</Table.Th>
                          <Table.Th>Start again</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {outcome.schedule.slice(0, 200).map((row) => (
                          <Table.Tr key={`${row.turbine}-${row.startMinute}`}>
                            <Table.Td>{turbineNames[row.turbine]}</Table.Td>
                            <Table.Td>{row.date}</Table.Td>
                            <Table.Td>{row.start}</Table.Td>
                            <Table.Td>{row.end}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Box>
                  {outcome.schedule.length > 200 ? (
                    <Text size="xs">
                      The first 200 of {outcome.schedule.length} stops; the CSV holds all.
                    </Text>
                  ) : null}
                  <Group gap="xs">
                    <Button variant="light" onClick={() => saveCsv('shutdown')}>
                      Download shutdown schedule (CSV)
                    </Button>
                    <Button
                      variant="default"
                      disabled={shadow.progress !== null}
                      onClick={() => calculate(outcome.schedule)}
                    >
                      Calculate with the shutdown schedule
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
