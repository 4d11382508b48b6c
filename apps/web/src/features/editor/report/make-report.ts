import type {
  NoiseCalculation,
  PlannerObject,
  Preset,
  SetbackRule,
  TerrainTiles,
  Viewpoint,
} from '@vantage/contracts';
import * as noiseOperations from '@vantage/contracts/api/noise';
import * as shadowOperations from '@vantage/contracts/api/shadow-flicker';
import * as versionOperations from '@vantage/contracts/api/version';
import type { ShadowFlickerAnswer, ShadowFlickerSettings } from '@vantage/contracts/studies/shadow-api';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import type { PlannerCoordinateSystem } from '../model/coordinates';
import { setbackReceptors } from '../model/site-studies';
import type { MapLayerInput } from './map-overlays';
import { renderViews, sheetFrame, type ViewOutcome } from './render-views';
import { loadReportCatalog } from './report-catalogs';
import { type ReportChapterKey, reportContent, reportFileName } from './report-content';
import { fetchReportLogo, type ReportLogo } from './report-logo';
import { reportText } from './report-text';
import type { PlannerStudies } from './study-chapters';

export type ReportRequest = {
  projectId: number;
  projectName: string;
  projectUpdatedAt: string;
  revisionOf: number | null;
  /** Whether the project has a logo, printed on the cover. */
  hasLogo: boolean;
  scenario: { id: number; name: string };
  organisation: string;
  author: string;
  system: PlannerCoordinateSystem;
  objects: readonly PlannerObject[];
  presets: readonly Preset[];
  chapters: ReadonlySet<ReportChapterKey>;
  /** Which study modules the subscription has Enabled. */
  modules: { shadow: boolean; noise: boolean };
  /** The shadow-flicker settings the report asks the API with. */
  shadowSettings: ShadowFlickerSettings;
  /** The viewpoints chosen for visualisation sheets, in the order they print. */
  viewpoints: readonly Viewpoint[];
  /** All the project's viewpoints, marked on the ZTV. */
  allViewpoints: readonly Viewpoint[];
  /** The planner's ZTV, shadow and noise results for the scenario, or why there are none. */
  studies: PlannerStudies;
  /** The project's setback rules (none while BufferLayer is not Enabled) and constraint layers, on the layout map. */
  setbackRules: readonly SetbackRule[];
  constraintLayers: readonly MapLayerInput[];
  /** The operator's terrain tiles and the 3D view's map tiles (client config). */
  terrainTiles: TerrainTiles | null;
  tilesUrl: string | null;
};

export type ReportProgress = { step: string; fraction: number };

const LOCKED = {
  shadow: () =>
    reportText('report.locked.shadow', 'Shadow Flicker Simulation is not part of your subscription.'),
  noise: () =>
    reportText('report.locked.noise', 'The Noise Simulation module is not part of your subscription.'),
};

/**
 * Makes a scenario's report in the browser: the shadow-flicker and noise figures from the API
 * (the numbers an integrator reads there), the fonts, then the pages. `signal` cancels it
 * between steps and aborts the requests under way.
 */
export async function makeReport(
  request: ReportRequest,
  onProgress: (progress: ReportProgress) => void,
  signal: AbortSignal,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const madeAt = new Date();
  const hasReceptors = setbackReceptors(request.objects).length > 0;
  const studyGaps: Partial<Record<'shadow' | 'noise', string>> = {};
  const check = () => {
    if (signal.aborted) throw new DOMException('The report was cancelled.', 'AbortError');
  };
  // The report speaks the page's language: its words first, so that even the progress is in it.
  await loadReportCatalog();
  check();

  let shadow: ShadowFlickerAnswer | null = null;
  if (request.chapters.has('shadow') && hasReceptors) {
    if (!request.modules.shadow) studyGaps.shadow = LOCKED.shadow();
    else {
      onProgress({
        step: reportText('report.progress.shadow', 'Calculating shadow flicker on the server'),
        fraction: 0.1,
      });
      try {
        shadow = await api.call(shadowOperations.calculateShadowFlicker, {
          params: { projectId: request.projectId },
          body: { ...request.shadowSettings, scenarioId: request.scenario.id },
          signal,
        });
      } catch (error) {
        check();
        studyGaps.shadow = errorMessage(error);
      }
    }
  }
  check();

  let noise: NoiseCalculation | null = null;
  if (request.chapters.has('noise') && hasReceptors) {
    if (!request.modules.noise) studyGaps.noise = LOCKED.noise();
    else {
      onProgress({
        step: reportText('report.progress.noise', 'Calculating noise on the server'),
        fraction: 0.4,
      });
      try {
        noise = await api.call(noiseOperations.calculateNoise, {
          params: { projectId: request.projectId },
          body: { scenarioId: request.scenario.id },
          signal,
        });
      } catch (error) {
        check();
        studyGaps.noise = errorMessage(error);
      }
    }
  }
  check();

  let views: ViewOutcome[] = [];
  if (request.chapters.has('visualisations') && request.viewpoints.length > 0) {
    const count = request.viewpoints.length;
    views = await renderViews(
      { ...request, scenarioId: request.scenario.id },
      (index) =>
        onProgress({
          step: reportText(
            'report.progress.view',
            'Rendering the view from {viewpoint} ({number} of {count})',
            {
              viewpoint: request.viewpoints[index]?.name,
              number: String(index + 1),
              count: String(count),
            },
          ),
          fraction: 0.45 + (0.15 * index) / count,
        }),
      signal,
    );
  }
  check();

  // The project's logo on the cover; a logo that cannot be read leaves the cover without it and
  // says so there, and does not stop the report.
  let logo: ReportLogo | undefined;
  let logoGap: string | undefined;
  if (request.hasLogo) {
    try {
      logo = await fetchReportLogo(request.projectId, signal);
    } catch (error) {
      check();
      logoGap = reportText('report.cover.logoGap', "The project's logo could not be printed: {reason}", {
        reason: errorMessage(error),
      });
    }
  }
  check();

  onProgress({ step: reportText('report.progress.fonts', 'Loading the fonts'), fraction: 0.6 });
  // The PDF library, the font engine and the fonts load only now, in a file of their own that
  // shares nothing with the planner's (else the build would lift what they share into the
  // dashboard's first load).
  const [{ loadReportFonts }, { renderReport }] = await Promise.all([
    import('@/lib/report/report-fonts'),
    import('./render-report'),
  ]);
  const fonts = await loadReportFonts(signal);
  check();
  onProgress({ step: reportText('report.progress.pages', 'Writing the pages'), fraction: 0.75 });
  // What runs on the server, for the method chapter ("Made with Vantage 0.1.0").
  const software = await api
    .call(versionOperations.getVersion, { signal })
    .then((answer) => `Vantage ${answer.version}`)
    .catch(() => 'Vantage');
  check();
  // The buffering library loads only for a layout with a constraint-layer rule, as on the map.
  const layerZones =
    request.chapters.has('layout') &&
    request.setbackRules.some((rule) => rule.targetKind === 'constraintLayer')
      ? (await import('../model/layer-zones')).layerZones
      : undefined;
  check();
  const content = reportContent({
    ...request,
    layerZones,
    software,
    madeAt,
    shadow,
    noise,
    studyGaps,
    views,
    viewpointMarks: request.allViewpoints.map((viewpoint) => {
      const { pose } = sheetFrame(viewpoint, request.objects, request.scenario.id);
      return { name: viewpoint.name, point: viewpoint.position, heading: pose.heading, fov: pose.fov };
    }),
    groundHeights: {
      source: reportText('report.ground.flat', 'flat ground at 0 m (the terrain is not read yet)'),
      at: () => 0,
    },
  });
  if (logoGap) content.cover.lines.push(logoGap);
  const bytes = await renderReport(content, fonts, { author: request.author, software, logo });
  check();
  onProgress({ step: reportText('report.progress.done', 'Done'), fraction: 1 });
  return { bytes, fileName: reportFileName(request.projectName, request.scenario.name, madeAt) };
}
