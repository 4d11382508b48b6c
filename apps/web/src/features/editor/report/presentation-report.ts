import type { QueryClient } from '@tanstack/react-query';
import {
  type ConstraintFeatureCollection,
  type Feature,
  NOISE_FEATURE_KEY,
  SETBACK_FEATURE_KEY,
  type TerrainTiles,
} from '@vantage/contracts';
import { SHADOW_FEATURE_KEY } from '@vantage/contracts/studies/shadow-limits';
import { getProjectQueryOptions } from '@/lib/projects/api/get-project';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import {
  getConstraintLayerQueryOptions,
  getConstraintLayersQueryOptions,
} from '../api/constraint-layer-calls';
import { getPlannerObjectsQueryOptions } from '../api/get-planner-objects';
import { getPresetsQueryOptions } from '../api/get-presets';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { getSetbackRulesQueryOptions } from '../api/setback-rule-calls';
import { makeReport, type ReportProgress } from './make-report';
import { loadReportCatalog } from './report-catalogs';
import { REPORT_CHAPTERS, type ReportChapterKey } from './report-content';
import { reportText } from './report-text';
import type { PlannerStudies } from './study-chapters';

export { loadReportCatalog, REPORT_CHAPTERS };

/** What the Present screen's report dialog chose, and what the dashboard knows of the caller. */
export type PresentationReportInput = {
  /** The presentation: a project of its own, whose frozen copy of the plan the report prints. */
  presentationId: number;
  scenarioId: number;
  chapters: readonly ReportChapterKey[];
  /** The presentation's viewpoints chosen for visualisation sheets, in the order they print. */
  viewpointIds: readonly number[];
  organisation: string;
  author: string;
  /** The subscription's feature states: which study modules it has, and whether BufferLayer's rules may be asked for. */
  features: readonly Feature[];
  terrainTiles: TerrainTiles | null;
  tilesUrl: string | null;
};

/**
 * The ZTV, the shadow map, calendars and schedule, and the noise map are the planner's own
 * calculations (decision 207); the Present screen has none, so the report says where to make them.
 */
const notOnPresent = (where: string) =>
  reportText(
    'report.study.notOnPresent',
    'not calculated on the Present screen; open the presentation in the planner, calculate it in the {where} and make the report there.',
    { where },
  );

/** The Present screen's studies, in the report's language (read when a report is made). */
export const presentationStudies = (): PlannerStudies => ({
  ztv: { missing: notOnPresent(reportText('report.where.terrain', 'Terrain tab')) },
  shadow: { missing: notOnPresent(reportText('report.where.shadow', 'Studies tab (Shadow flicker)')) },
  noise: { missing: notOnPresent(reportText('report.where.noise', 'Studies tab (Noise)')) },
});

/**
 * A presentation's report (docs/decisions/216-presentation-report.md): the same report as the
 * planner's (make-report.ts), of the presentation's own project — its scenarios, objects,
 * viewpoints and terrain as the public link shows them — read through the API calls the planner
 * makes, so the two print the same figures for the same plan.
 */
export async function makePresentationReport(
  queryClient: QueryClient,
  input: PresentationReportInput,
  onProgress: (progress: ReportProgress) => void,
  signal: AbortSignal,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const id = input.presentationId;
  const enabled = (key: string) =>
    input.features.some((feature) => feature.key === key && feature.state === 'Enabled');
  const modules = { shadow: enabled(SHADOW_FEATURE_KEY), noise: enabled(NOISE_FEATURE_KEY) };
  await loadReportCatalog();
  onProgress({
    step: reportText('report.progress.presentation', 'Reading the presentation'),
    fraction: 0.02,
  });
  const [project, scenarios, objects, presets, viewpoints, layerList, rules] = await Promise.all([
    queryClient.fetchQuery(getProjectQueryOptions(id)),
    queryClient.fetchQuery(getScenariosQueryOptions(id)),
    queryClient.fetchQuery(getPlannerObjectsQueryOptions(id)),
    queryClient.fetchQuery(getPresetsQueryOptions(id)),
    queryClient.fetchQuery(getViewpointsQueryOptions(id)),
    queryClient.fetchQuery(getConstraintLayersQueryOptions(id)),
    enabled(SETBACK_FEATURE_KEY) ? queryClient.fetchQuery(getSetbackRulesQueryOptions(id)) : { items: [] },
  ]);
  const layers = await Promise.all(
    layerList.items.map((item) => queryClient.fetchQuery(getConstraintLayerQueryOptions(id, item.id))),
  );
  if (signal.aborted) throw new DOMException('The report was cancelled.', 'AbortError');
  const scenario = scenarios.items.find((item) => item.id === input.scenarioId);
  if (!scenario)
    throw new Error(
      reportText('report.error.noScenario', 'The presentation has no scenario {id}.', {
        id: String(input.scenarioId),
      }),
    );
  const system = project.defaultCoordinateSystem;
  if (!system)
    throw new Error(reportText('report.error.noSystem', 'The presentation has no coordinate system.'));
  return makeReport(
    {
      projectId: id,
      projectName: project.name,
      projectUpdatedAt: project.updatedAt,
      revisionOf: project.originalProjectId,
      hasLogo: project.hasLogo,
      scenario: { id: scenario.id, name: scenario.name },
      organisation: input.organisation,
      author: input.author,
      system,
      objects: objects.items,
      presets: presets.items,
      chapters: new Set(input.chapters),
      modules,
      shadowSettings: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      viewpoints: input.viewpointIds.flatMap((chosen) => viewpoints.items.filter((v) => v.id === chosen)),
      allViewpoints: viewpoints.items,
      studies: presentationStudies(),
      setbackRules: rules.items,
      constraintLayers: layers.map((layer) => ({
        id: layer.id,
        name: layer.name,
        colour: layer.colour,
        geometries: (JSON.parse(layer.geojson) as ConstraintFeatureCollection).features.map(
          (feature) => feature.geometry,
        ),
      })),
      terrainTiles: input.terrainTiles,
      tilesUrl: input.tilesUrl,
    },
    onProgress,
    signal,
  );
}
