import { i18n } from '@lingui/core';
import { Alert, Badge, Box, Button, Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NOISE_FEATURE_KEY } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { download } from '@/lib/analysis/download';
import { errorMessage } from '@/lib/api-error';
import { noiseAnalysis } from '@/lib/noise/noise-analysis';
import type { NoiseOutcome, NoiseProgress } from '@/lib/noise/noise-run';
import { notifyError } from '@/lib/notify';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { updateNoiseSettings } from '../../api/noise-settings';
import { fixed } from '../../i18n/numbers';
import { noiseAccess } from '../../model/noise-access';
import { cancelNoise, startNoise, usePlannerNoise } from '../../state/noise-store';
import { noiseStudyParts, useNoiseRequest } from '../../state/use-noise-request';
import type { Planner } from '../../state/use-planner';
import type { StudyTerrainState } from '../../state/use-study-terrain';
import { NoiseSettingsForm, useNoiseSettingsForm } from './noise-settings-form';

const PERIODS = ['day', 'evening', 'night'] as const;
const dB = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : fixed(value, 1);
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${fixed(Math.abs(value), 1)}`;

const progressText = ({ phase, fraction }: NoiseProgress) =>
  phase === 'receptors'
    ? i18n._('planner.noiseSection.calculatingReceptors')
    : i18n._('planner.noiseSection.calculatingMap', { percent: Math.round(fraction * 100) });
const progressValue = ({ phase, fraction }: NoiseProgress) =>
  phase === 'receptors' ? 5 : 10 + 90 * fraction;

/**
 * The Studies tab's Noise section (docs/studies/noise.md): with Noise Simulation unlocked, the
 * active scenario's noise at every receptor, calculated in a worker with progress and Cancel —
 * levels by period with the limit of the receptor's category and the margin, the level from
 * each turbine, the night map with its isophones, the downloads, and the night modes that bring
 * every receptor under its limit, applied to the project's noise settings in one step.
 */
export function NoiseSection({ planner, terrain }: { planner: Planner; terrain: StudyTerrainState }) {
  const features = useFeatures({ staleTime: 60_000 });
  const access = noiseAccess(
    features.data?.find((feature) => feature.key === NOISE_FEATURE_KEY)?.state ?? null,
    features.isPending,
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-noise-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="planner-noise-title">
          {i18n._('planner.noiseSection.noise')}
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            {i18n._('planner.noiseSection.locked')}
          </Badge>
        ) : null}
      </Group>
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.noiseSection.theNoiseSimulationModule')}
        </Text>
      ) : access === 'open' ? (
        <NoiseStudy planner={planner} terrain={terrain} />
      ) : null}
    </Stack>
  );
}

function NoiseStudy({ planner, terrain }: { planner: Planner; terrain: StudyTerrainState }) {
  const queryClient = useQueryClient();
  const form = useNoiseSettingsForm(planner);
  const settings = form.stored;
  const { objectList, presetList, activeScenario } = planner;
  const turbines = useMemo(
    () => noiseStudyParts({ objectList, presetList, activeScenario }).turbines,
    [objectList, presetList, activeScenario],
  );
  const request = useNoiseRequest(planner, form.values, terrain.terrain);
  const terrainFailed = terrain.failed;
  const noise = usePlannerNoise(planner.projectId);
  const [applying, setApplying] = useState(false);
  const mayChange = planner.readOnly === null && (planner.project.data?.abilities.update ?? false);
  const outcome = noise.outcome;
  const stale = outcome !== null && request !== null && noise.key !== noiseAnalysis.key(request);
  const fileBase = `${planner.project.data?.name ?? 'project'} noise`.replace(/[\\/:*?"<>|]/g, '_');

  async function save(kind: 'csv' | 'tiff' | 'geojson') {
    if (!outcome) return;
    try {
      if (kind === 'csv') {
        const { noiseCsv } = await import('@/lib/noise/noise-csv');
        download(`${fileBase}.csv`, 'text/csv', noiseCsv(outcome.study));
      } else if (kind === 'tiff') download(`${fileBase} night.tif`, 'image/tiff', outcome.geoTiff);
      else
        download(`${fileBase} isophones.geojson`, 'application/geo+json', JSON.stringify(outcome.isophones));
    } catch (error) {
      notifyError({ title: i18n._('planner.noiseSection.theNoiseStudyWas'), message: errorMessage(error) });
    }
  }

  async function applyPlan(result: NoiseOutcome) {
    if (!settings.data) return;
    setApplying(true);
    try {
      const modes = new Map(settings.data.turbineModes.map((entry) => [entry.turbineId, entry]));
      for (const source of result.study.sources) {
        const night = result.plan.nightModes[String(source.id)];
        if (!night) continue;
        const current = modes.get(source.id);
        modes.set(source.id, {
          turbineId: source.id,
          day: current?.day ?? source.modes.day,
          evening: current?.evening ?? source.modes.evening,
          night,
        });
      }
      const next = await updateNoiseSettings(
        planner.projectId,
        settings.data.version,
        { turbineModes: [...modes.values()] },
        queryClient,
      );
      const { projectId: _p, version: _v, updatedAt: _u, ...saved } = next;
      if (request)
        void startNoise(
          planner.projectId,
          { ...request, input: { ...request.input, settings: saved } },
          planner.studyBasis,
        );
    } catch (error) {
      notifyError({ title: i18n._('planner.noiseSection.theNightModesWere'), message: errorMessage(error) });
    } finally {
      setApplying(false);
    }
  }

  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm">{i18n._('planner.noiseSection.iso96132At')}</Text>
      <NoiseSettingsForm state={form} mayChange={mayChange} turbines={turbines} />
      {terrainFailed ? (
        <Alert color="red" title={i18n._('planner.noiseSection.theProjectSTerrain')}>
          {i18n._('planner.noiseSection.theNoiseStudyWaits')}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button
          onClick={() => request && void startNoise(planner.projectId, request, planner.studyBasis)}
          disabled={!request || noise.progress !== null}
        >
          {i18n._('planner.noiseSection.calculateNoise')}
        </Button>
        {noise.progress ? (
          <Button variant="default" onClick={cancelNoise}>
            {i18n._('planner.noiseSection.cancel')}
          </Button>
        ) : null}
      </Group>
      {noise.progress ? (
        <Stack gap={4}>
          <Progress
            value={progressValue(noise.progress)}
            aria-label={i18n._('planner.noiseSection.noiseStudyProgress')}
            animated
          />
          <Text size="sm">{progressText(noise.progress)}</Text>
        </Stack>
      ) : null}
      {noise.error ? <Alert color="red">{noise.error}</Alert> : null}
      {outcome ? (
        <NoiseResult
          outcome={outcome}
          stale={stale}
          mayApply={mayChange && !applying}
          onApply={() => void applyPlan(outcome)}
          onSave={(kind) => void save(kind)}
        />
      ) : null}
    </Stack>
  );
}

function NoiseResult({
  outcome,
  stale,
  mayApply,
  onApply,
  onSave,
}: {
  outcome: NoiseOutcome;
  stale: boolean;
  mayApply: boolean;
  onApply: () => void;
  onSave: (kind: 'csv' | 'tiff' | 'geojson') => void;
}) {
  const { study, plan } = outcome;
  const hasLden = study.receptors.some((receptor) => receptor.lden !== null);
  const names = new Map(study.sources.map((source) => [String(source.id), source.name]));
  const overAtNight = study.receptors.filter((receptor) => receptor.indicators.night?.over);
  return (
    <Stack gap="sm">
      {stale ? <Alert color="yellow">{i18n._('planner.noiseSection.thePlanOrThe')}</Alert> : null}
      <Text size="sm">
        {i18n._('planner.noiseSection.basis', {
          ruleSet: study.ruleSet.name,
          source: study.ruleSet.source,
          methods: study.methods.join('; '),
          ground: study.ground.text,
        })}
      </Text>
      {study.withoutSoundPower.length ? (
        <Alert color="yellow">
          {i18n._('planner.noiseSection.leftOut', {
            names: study.withoutSoundPower.map((turbine) => turbine.name).join(', '),
          })}
        </Alert>
      ) : null}
      <Box
        tabIndex={0}
        role="region"
        aria-label={i18n._('planner.noiseSection.noiseAtTheReceptors')}
        style={{ overflowX: 'auto' }}
      >
        <Table
          striped
          withTableBorder
          fz="xs"
          aria-label={i18n._('planner.noiseSection.noiseAtTheReceptors2')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{i18n._('planner.noiseSection.receptor')}</Table.Th>
              {PERIODS.map((period) => (
                <Table.Th key={period}>{i18n._('planner.noiseSection.periodLevel', { period })}</Table.Th>
              ))}
              {hasLden ? <Table.Th>{i18n._('planner.noiseSection.ldenDb')}</Table.Th> : null}
              <Table.Th>{i18n._('planner.noiseSection.nightLimit')}</Table.Th>
              <Table.Th>{i18n._('planner.noiseSection.margin')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {study.receptors.map((receptor) => {
              const night = receptor.indicators.night;
              return (
                <Table.Tr key={receptor.id} data-over={receptor.over || undefined}>
                  <Table.Th scope="row">
                    {receptor.name}
                    <Text size="xs" c="dimmed">
                      {receptor.limitCategory}
                    </Text>
                  </Table.Th>
                  {PERIODS.map((period) => (
                    <Table.Td key={period}>{dB(receptor[period].total)}</Table.Td>
                  ))}
                  {hasLden ? <Table.Td>{dB(receptor.lden)}</Table.Td> : null}
                  <Table.Td>{night ? night.limit : '–'}</Table.Td>
                  <Table.Td>
                    {night ? signed(night.margin) : '–'}{' '}
                    {receptor.over ? (
                      <Badge color="red" size="xs">
                        {i18n._('planner.noiseSection.over2')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label={i18n._('planner.noiseSection.nightLevelFromEach')}
        style={{ overflowX: 'auto' }}
      >
        <Table withTableBorder fz="xs" aria-label={i18n._('planner.noiseSection.nightLevelFromEach2')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{i18n._('planner.noiseSection.receptor')}</Table.Th>
              {study.sources.map((source) => (
                <Table.Th key={source.id}>
                  {source.name} ({source.modes.night})
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {study.receptors.map((receptor) => (
              <Table.Tr key={receptor.id}>
                <Table.Th scope="row">{receptor.name}</Table.Th>
                {receptor.night.bySource.map((level, index) => (
                  <Table.Td key={study.sources[index]!.id}>{dB(level)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Group gap="xs">
        <Button variant="light" onClick={() => onSave('csv')}>
          {i18n._('planner.noiseSection.downloadCsv')}
        </Button>
        <Button variant="light" onClick={() => onSave('tiff')}>
          {i18n._('planner.noiseSection.downloadGeotiff')}
        </Button>
        <Button variant="light" onClick={() => onSave('geojson')}>
          {i18n._('planner.noiseSection.downloadIsophonesGeojson')}
        </Button>
      </Group>
      <Text size="xs">
        {i18n._('planner.noiseSection.nightMap', {
          width: outcome.frame.width,
          height: outcome.frame.height,
          cellSize: outcome.frame.cellSize,
          system: outcome.frame.system.name,
          epsgCode: outcome.frame.system.epsgCode,
          levels: outcome.isophoneLevels.join(', '),
          seconds: fixed(outcome.milliseconds / 1000, 1),
        })}
      </Text>
      {overAtNight.length ? (
        <Stack gap={4} component="section" aria-labelledby="planner-noise-mitigation-title">
          <Title order={4} size="h6" id="planner-noise-mitigation-title">
            {i18n._('planner.noiseSection.mitigationByNight')}
          </Title>
          <List size="sm">
            {overAtNight.map((receptor) => (
              <List.Item key={receptor.id}>
                {i18n._('planner.noiseSection.over', {
                  name: receptor.name,
                  over: dB(-receptor.indicators.night!.margin),
                  loudest: (plan.contributorsOver[String(receptor.id)] ?? [])
                    .map((c) => `${names.get(c.sourceId)} ${dB(c.level)} dB(A)`)
                    .join(', '),
                })}
              </List.Item>
            ))}
          </List>
          {plan.changes.length ? (
            <Text size="sm">
              {i18n._('planner.noiseSection.suggested', {
                changes: plan.changes
                  .map((change) => `${names.get(change.sourceId)} ${change.from} → ${change.to}`)
                  .join('; '),
              })}
            </Text>
          ) : null}
          {plan.feasible ? null : (
            <Alert color="yellow">
              {i18n._('planner.noiseSection.noQuietMode', {
                names: plan.stillOver
                  .map((id) => study.receptors.find((r) => String(r.id) === id)?.name)
                  .join(', '),
              })}
            </Alert>
          )}
          {plan.changes.length ? (
            <Group>
              <Button onClick={onApply} disabled={!mayApply}>
                {i18n._('planner.noiseSection.applyTheSuggestedNight')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm">{i18n._('planner.noiseSection.everyReceptorIsUnder')}</Text>
      )}
    </Stack>
  );
}
