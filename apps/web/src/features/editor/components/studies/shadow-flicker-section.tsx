import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type {
  ShadowFlickerProjectSettings,
  ShadowFlickerSettings,
} from '@vantage/contracts/studies/shadow-api';
import { SHADOW_FEATURE_KEY, type ShadowLimitChoice } from '@vantage/contracts/studies/shadow-limits';
import { defaultShadowYear } from '@vantage/contracts/studies/shadow-plan';
import { useMemo, useState } from 'react';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { SHADOW_ISOLINE_LEVELS, SHADOW_MAP_CELL_SIZE } from '@/lib/shadow/shadow-classes';
import { periodsCsv, receptorsCsv, shutdownCsv } from '@/lib/shadow/shadow-csv';
import type { ShadowProgress } from '@/lib/shadow/shadow-run';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { saveShadowFlickerSettings, useShadowFlickerSettings } from '../../api/shadow-flicker-settings';
import {
  cancelShadow,
  setPlannerShadow,
  shadowStudyOf,
  startShadow,
  usePlannerShadow,
} from '../../state/shadow-store';
import type { Planner } from '../../state/use-planner';
import { ShadowCalendar } from './shadow-calendar';

const progressText = ({ phase, fraction }: ShadowProgress) =>
  phase === 'receptors'
    ? 'Calculating the receptors: every minute of the year…'
    : `Calculating the shadow map: ${Math.round(fraction * 100)} %`;

const hours = (value: number) => value.toFixed(1);

/** Twelve fractions from 0 to 1, written with commas or spaces; null when they are not. */
function twelveFractions(text: string): number[] | null {
  const values = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  return values.length === 12 && values.every((value) => Number.isFinite(value) && value >= 0 && value <= 1)
    ? values
    : null;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const fractionsText = (values: readonly number[] | undefined) => (values ? values.join(', ') : '');

/** The form's fields from the project's stored settings, each default where none is stored. */
function formOf(stored: ShadowFlickerSettings) {
  return {
    year: stored.year ?? defaultShadowYear(),
    // A project without a stored zone proposes the browser's: the receptors' local clock is what
    // a shutdown module is programmed in, and the planner is mostly used near the site.
    timeZone: stored.timeZone ?? browserTimeZone(),
    minimumElevation: stored.minimumElevation ?? 3,
    maxDistance: stored.maxDistance ?? 2000,
    limits: stored.limits ?? ('DE' as ShadowLimitChoice),
    ownHours: stored.ownLimits?.hoursPerYear ?? 30,
    ownMinutes: stored.ownLimits?.minutesPerDay ?? 30,
    includeExisting: stored.includeExisting ?? true,
    sunshine: fractionsText(stored.expected?.sunshine),
    operating: fractionsText(stored.expected?.operating),
    source: stored.expected?.source ?? '',
  };
}

type Form = {
  year: NumberFieldValue;
  timeZone: string;
  minimumElevation: NumberFieldValue;
  maxDistance: NumberFieldValue;
  limits: ShadowLimitChoice;
  ownHours: NumberFieldValue;
  ownMinutes: NumberFieldValue;
  includeExisting: boolean;
  sunshine: string;
  operating: string;
  source: string;
};

/** The settings a calculation takes (and a save stores) from the form's fields. */
function settingsOf(form: Form): ShadowFlickerSettings {
  const sunshineValues = twelveFractions(form.sunshine);
  const operatingValues = twelveFractions(form.operating);
  const expectedAsked = form.sunshine.trim() !== '' || form.operating.trim() !== '';
  return {
    year: form.year === '' ? undefined : form.year,
    timeZone: form.timeZone,
    minimumElevation: form.minimumElevation === '' ? undefined : form.minimumElevation,
    maxDistance: form.maxDistance === '' ? undefined : form.maxDistance,
    limits: form.limits,
    ...(form.limits === 'own'
      ? {
          ownLimits: {
            ...(form.ownHours === '' ? {} : { hoursPerYear: form.ownHours }),
            ...(form.ownMinutes === '' ? {} : { minutesPerDay: form.ownMinutes }),
          },
        }
      : {}),
    includeExisting: form.includeExisting,
    ...(expectedAsked && sunshineValues && operatingValues
      ? { expected: { sunshine: sunshineValues, operating: operatingValues, source: form.source.trim() } }
      : {}),
  };
}

/**
 * The Studies tab's Shadow flicker: for the active scenario's turbines (and the existing ones,
 * by the setting) at every receptor of the project, the astronomical worst case of a year at
 * every minute, calculated in a worker with progress and Cancel; the receptors' figures flagged
 * against the chosen limits, each one's calendar, the shadow map on the planner's map, the
 * shutdown schedule, and the downloads. Locked unless ShadowFlickerSimulation is Enabled.
 */
export function ShadowFlickerSection({ planner }: { planner: Planner }) {
  const features = useFeatures({ staleTime: 60_000 });
  const state = features.data?.find((feature) => feature.key === SHADOW_FEATURE_KEY)?.state ?? null;
  // The calculation changes nothing: whoever sees the planner may run it (as the API: decision 184).
  const access = state === 'Enabled' ? 'open' : features.isPending ? 'loading' : 'locked';
  const shadow = usePlannerShadow(planner.projectId);
  const queryClient = useQueryClient();
  const stored = useShadowFlickerSettings(planner.projectId, access === 'open');
  const mayChange = planner.readOnly === null && (planner.project.data?.abilities.update ?? false);
  const [saving, setSaving] = useState(false);

  const initial = formOf({});
  const [year, setYear] = useState<NumberFieldValue>(initial.year);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [minimumElevation, setMinimumElevation] = useState<NumberFieldValue>(initial.minimumElevation);
  const [maxDistance, setMaxDistance] = useState<NumberFieldValue>(initial.maxDistance);
  const [limits, setLimits] = useState<ShadowLimitChoice>(initial.limits);
  const [ownHours, setOwnHours] = useState<NumberFieldValue>(initial.ownHours);
  const [ownMinutes, setOwnMinutes] = useState<NumberFieldValue>(initial.ownMinutes);
  const [includeExisting, setIncludeExisting] = useState(initial.includeExisting);
  const [sunshine, setSunshine] = useState(initial.sunshine);
  const [operating, setOperating] = useState(initial.operating);
  const [source, setSource] = useState(initial.source);
  // The stored settings fill the form when they load and whenever their version moves (a save
  // here, or "Keep theirs" after a conflict); `savedKey` is the form as stored, to tell a change.
  const [loaded, setLoaded] = useState<{ version: number; savedKey: string } | null>(null);
  function fill(settings: ShadowFlickerProjectSettings) {
    const form = formOf(settings);
    setYear(form.year);
    setTimeZone(form.timeZone);
    setMinimumElevation(form.minimumElevation);
    setMaxDistance(form.maxDistance);
    setLimits(form.limits);
    setOwnHours(form.ownHours);
    setOwnMinutes(form.ownMinutes);
    setIncludeExisting(form.includeExisting);
    setSunshine(form.sunshine);
    setOperating(form.operating);
    setSource(form.source);
    return form;
  }

  const sunshineValues = twelveFractions(sunshine);
  const operatingValues = twelveFractions(operating);
  const expectedAsked = sunshine.trim() !== '' || operating.trim() !== '';
  const expectedValid = !expectedAsked || (sunshineValues && operatingValues && source.trim() !== '');
  const valid =
    year !== '' &&
    year >= 1950 &&
    year <= 2150 &&
    minimumElevation !== '' &&
    maxDistance !== '' &&
    maxDistance >= 100 &&
    maxDistance <= 10_000 &&
    Boolean(expectedValid);

  const settings = settingsOf({
    year,
    timeZone,
    minimumElevation,
    maxDistance,
    limits,
    ownHours,
    ownMinutes,
    includeExisting,
    sunshine,
    operating,
    source,
  });
  const settingsKey = JSON.stringify(settings);
  if (stored.data && stored.data.version !== loaded?.version) {
    const form = fill(stored.data);
    setLoaded({ version: stored.data.version, savedKey: JSON.stringify(settingsOf(form)) });
  }
  const changed = loaded !== null && loaded.savedKey !== settingsKey;

  async function saveSettings() {
    if (!stored.data) return;
    setSaving(true);
    try {
      await saveShadowFlickerSettings(planner.projectId, stored.data.version, settings, queryClient);
    } catch (error) {
      notifyError({ title: 'The shadow-flicker settings were not saved', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }
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
    void startShadow(planner.projectId, {
      study,
      stops,
      map: { system, cellSize: SHADOW_MAP_CELL_SIZE },
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
            always turning and facing the sun. Flat ground at 0 m: terrain is not used.
          </Text>
          <Text size="sm">
            {study.turbines.length} turbines ({study.turbineRefs.filter((ref) => ref.existing).length}{' '}
            existing), {study.receptors.length} receptors.
          </Text>
          <Group grow gap="xs">
            <NumberField
              label="Year"
              value={year}
              onChange={setYear}
              min={1950}
              max={2150}
              decimalScale={0}
            />
            <TextInput
              label="Time zone"
              value={timeZone}
              onChange={(event) => setTimeZone(event.currentTarget.value)}
            />
          </Group>
          <Group grow gap="xs">
            <NumberField
              label="Minimum sun elevation (°)"
              value={minimumElevation}
              onChange={setMinimumElevation}
              min={0}
              max={20}
              decimalScale={1}
            />
            <NumberField
              label="Maximum distance (m)"
              value={maxDistance}
              onChange={setMaxDistance}
              min={100}
              max={10_000}
              decimalScale={0}
              error={
                maxDistance !== '' && maxDistance >= 100 && maxDistance <= 10_000
                  ? undefined
                  : 'From 100 to 10,000 m'
              }
            />
          </Group>
          <SegmentedControl
            aria-label="Limits"
            value={limits}
            onChange={(value) => setLimits(value as ShadowLimitChoice)}
            data={[
              { label: 'DE: 30 h/year, 30 min/day', value: 'DE' },
              { label: 'NL: 17 days over 20 min', value: 'NL' },
              { label: 'Own', value: 'own' },
            ]}
          />
          {limits === 'own' ? (
            <Group grow gap="xs">
              <NumberField
                label="Hours a year at most"
                value={ownHours}
                onChange={setOwnHours}
                min={0}
                max={8760}
              />
              <NumberField
                label="Minutes a day at most"
                value={ownMinutes}
                onChange={setOwnMinutes}
                min={0}
                max={1440}
              />
            </Group>
          ) : null}
          <Checkbox
            label="Include existing turbines"
            checked={includeExisting}
            onChange={(event) => setIncludeExisting(event.currentTarget.checked)}
          />
          <TextInput
            label="Monthly sunshine fractions, January to December (for the expected case)"
            placeholder="12 values from 0 to 1"
            value={sunshine}
            onChange={(event) => setSunshine(event.currentTarget.value)}
            error={sunshine.trim() !== '' && !sunshineValues ? '12 values from 0 to 1' : undefined}
          />
          <TextInput
            label="Operating share per wind sector, from north in 30° steps"
            placeholder="12 values from 0 to 1"
            value={operating}
            onChange={(event) => setOperating(event.currentTarget.value)}
            error={operating.trim() !== '' && !operatingValues ? '12 values from 0 to 1' : undefined}
          />
          <TextInput
            label="Source of the sunshine and wind figures"
            value={source}
            onChange={(event) => setSource(event.currentTarget.value)}
            error={expectedAsked && source.trim() === '' ? 'Name the source of the figures' : undefined}
          />
          <Group gap="xs">
            {mayChange ? (
              <Button
                variant="default"
                onClick={() => void saveSettings()}
                loading={saving}
                disabled={!valid || !changed || !stored.data}
              >
                Save settings
              </Button>
            ) : null}
            <Text size="sm" c="dimmed" role="status">
              {stored.isError
                ? `The project's settings were not loaded: ${errorMessage(stored.error)}`
                : !stored.data
                  ? 'Loading the project’s settings…'
                  : changed
                    ? 'Changed here, not saved for the project.'
                    : stored.data.updatedAt
                      ? 'The project’s saved settings.'
                      : 'The defaults: nothing saved for the project yet.'}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              onClick={() => calculate([])}
              disabled={
                !valid ||
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
                    {outcome.map.frame.system.epsgCode}), 2 m above flat ground.
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
