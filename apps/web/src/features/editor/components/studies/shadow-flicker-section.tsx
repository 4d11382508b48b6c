import { i18n } from '@lingui/core';
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
import { fixed } from '../../i18n/numbers';
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

const hours = (value: number) => fixed(value, 1);

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
    void startShadow(
      planner.projectId,
      {
        study,
        stops,
        map: { system, cellSize: SHADOW_MAP_CELL_SIZE },
        terrain,
      },
      planner.studyBasis,
    );
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
      notifyError({
        title: i18n._('planner.shadowFlickerSection.theShadowMapWas'),
        message: errorMessage(error),
      });
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
          {i18n._('planner.shadowFlickerSection.shadowFlicker')}
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            {i18n._('planner.shadowFlickerSection.locked')}
          </Badge>
        ) : null}
      </Group>
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.shadowFlickerSection.shadowFlickerSimulationIs')}
        </Text>
      ) : access === 'loading' ? null : (
        <>
          <Text size="sm">{i18n._('planner.shadowFlickerSection.astronomicalWorstCaseAt')}</Text>
          <Text size="sm">
            {i18n._('planner.shadowFlickerSection.inputs', {
              turbines: study.turbines.length,
              existing: study.turbineRefs.filter((ref) => ref.existing).length,
              receptors: study.receptors.length,
            })}
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
              {i18n._('planner.shadowFlickerSection.calculateShadowFlicker')}
            </Button>
            {shadow.progress ? (
              <Button variant="default" onClick={cancelShadow}>
                {i18n._('planner.shadowFlickerSection.cancel')}
              </Button>
            ) : null}
          </Group>
          {terrainFailed ? (
            <Alert color="red" title={i18n._('planner.shadowFlickerSection.theProjectSTerrain')}>
              {i18n._('planner.shadowFlickerSection.shadowFlickerWaitsFor')}
            </Alert>
          ) : null}
          {study.receptors.length === 0 ? (
            <Text size="sm" c="dimmed">
              {i18n._('planner.shadowFlickerSection.thereAreNoReceptors')}
            </Text>
          ) : null}
          {shadow.progress ? (
            <Stack gap={4}>
              <Progress
                value={shadow.progress.phase === 'receptors' ? 10 : 20 + 80 * shadow.progress.fraction}
                aria-label={i18n._('planner.shadowFlickerSection.shadowFlickerProgress')}
                animated
              />
              <Text size="sm" role="status">
                {progressText(shadow.progress)}
              </Text>
            </Stack>
          ) : null}
          {shadow.error ? (
            <Alert color="red" title={i18n._('planner.shadowFlickerSection.shadowFlickerWasNot')}>
              {shadow.error}
            </Alert>
          ) : null}
          {outcome ? (
            <Stack gap="xs">
              <Text size="sm">{outcome.ground.text}</Text>
              <Text size="sm" role="status">
                {i18n._(
                  outcome.stopsApplied > 0
                    ? 'planner.shadowFlickerSection.outcomeWithStops'
                    : 'planner.shadowFlickerSection.outcome',
                  {
                    stops: outcome.stopsApplied,
                    over: outcome.figures.filter((receptor) => receptor.exceeded).length,
                    receptors: outcome.figures.length,
                    seconds: fixed(outcome.milliseconds / 1000, 1),
                  },
                )}
              </Text>
              <Box
                tabIndex={0}
                role="region"
                aria-label={i18n._('planner.shadowFlickerSection.shadowFlickerPerReceptor')}
                style={{ overflowX: 'auto' }}
              >
                <Table
                  striped
                  withTableBorder
                  aria-label={i18n._('planner.shadowFlickerSection.shadowFlickerPerReceptor2')}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.receptor')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.hoursAYear')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.daysAYear')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.mostMinutesADay')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.firstDate')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.lastDate')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.perTurbineH')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.expectedHours')}</Table.Th>
                      <Table.Th>{i18n._('planner.shadowFlickerSection.limits')}</Table.Th>
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
                            <Badge color="red">{i18n._('planner.shadowFlickerSection.overTheLimits')}</Badge>
                          ) : (
                            <Badge color="green" variant="light">
                              {i18n._('planner.shadowFlickerSection.withinTheLimits')}
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
                  {i18n._('planner.shadowFlickerSection.expectedFrom', { source: settings.expected.source })}
                </Text>
              ) : null}
              <Group gap="xs">
                <Button variant="light" onClick={() => saveCsv('receptors')}>
                  {i18n._('planner.shadowFlickerSection.downloadReceptorsCsv')}
                </Button>
                <Button variant="light" onClick={() => saveCsv('periods')}>
                  {i18n._('planner.shadowFlickerSection.downloadShadowPeriodsCsv')}
                </Button>
              </Group>
              <Select
                label={i18n._('planner.shadowFlickerSection.calendarOf')}
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
                    label={i18n._('planner.shadowFlickerSection.showTheShadowMap')}
                    checked={shadow.shown}
                    onChange={(event) => setPlannerShadow({ shown: event.currentTarget.checked })}
                  />
                  <Text size="sm">
                    {i18n._('planner.shadowFlickerSection.shadowMap', {
                      width: outcome.map.frame.width,
                      height: outcome.map.frame.height,
                      cellSize: outcome.map.frame.cellSize,
                      system: outcome.map.frame.system.name,
                      epsgCode: outcome.map.frame.system.epsgCode,
                      planeHeight: fixed(outcome.map.planeHeight, 1),
                    })}
                  </Text>
                  <Text size="sm">
                    {i18n._('planner.shadowFlickerSection.lines', {
                      levels: SHADOW_ISOLINE_LEVELS.join(', '),
                    })}
                  </Text>
                  <Group gap="xs">
                    <Button variant="light" onClick={() => void saveGeoTiff()}>
                      {i18n._('planner.shadowFlickerSection.downloadShadowMapGeotiff')}
                    </Button>
                    <Button variant="light" onClick={saveIsolines}>
                      {i18n._('planner.shadowFlickerSection.downloadIsolinesGeojson')}
                    </Button>
                  </Group>
                </Stack>
              ) : null}
              <Title order={4} size="h6">
                {i18n._('planner.shadowFlickerSection.shutdownSchedule')}
              </Title>
              {outcome.schedule.length === 0 ? (
                <Text size="sm">{i18n._('planner.shadowFlickerSection.noStopsNeededEvery')}</Text>
              ) : (
                <>
                  <Text size="sm">
                    {i18n._('planner.shadowFlickerSection.schedule', {
                      stops: outcome.schedule.length,
                      hours: hours(stoppedHours),
                    })}
                  </Text>
                  <Box
                    mah={240}
                    tabIndex={0}
                    role="region"
                    aria-label={i18n._('planner.shadowFlickerSection.shutdownScheduleScrollable')}
                    style={{ overflow: 'auto' }}
                  >
                    <Table
                      withTableBorder
                      aria-label={i18n._('planner.shadowFlickerSection.shutdownSchedule')}
                    >
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{i18n._('planner.shadowFlickerSection.turbine')}</Table.Th>
                          <Table.Th>{i18n._('planner.shadowFlickerSection.date')}</Table.Th>
                          <Table.Th>{i18n._('planner.shadowFlickerSection.stop')}</Table.Th>
                          <Table.Th>{i18n._('planner.shadowFlickerSection.startAgain')}</Table.Th>
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
                      {i18n._('planner.shadowFlickerSection.firstStops', { stops: outcome.schedule.length })}
                    </Text>
                  ) : null}
                  <Group gap="xs">
                    <Button variant="light" onClick={() => saveCsv('shutdown')}>
                      {i18n._('planner.shadowFlickerSection.downloadShutdownScheduleCsv')}
                    </Button>
                    <Button
                      variant="default"
                      disabled={shadow.progress !== null}
                      onClick={() => calculate(outcome.schedule)}
                    >
                      {i18n._('planner.shadowFlickerSection.calculateWithTheShutdown')}
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
