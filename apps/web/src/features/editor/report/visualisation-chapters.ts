import { layoutMap } from './layout-map';
import type { ReportChapter, ReportContent, ReportInput } from './report-content';
import { fixedNumber, reportText } from './report-text';
import {
  LOCATION_MAP_MM,
  projectionText,
  SHEET_AREA_MM,
  sheetCaption,
  sheetLayout,
  turbineSighting,
} from './visualisation-sheet';

const degrees = (value: number) => `${fixedNumber(value, 1)}°`;

/**
 * The visualisation sheets: one A3 landscape chapter per chosen viewpoint, in the order chosen.
 * A viewpoint whose view could not be rendered is left out, with the reason on the cover.
 */
export function visualisationChapters(
  input: ReportInput,
  omitted: ReportContent['omitted'],
): ReportChapter[] {
  if (input.views.length === 0) {
    omitted.push({
      key: 'visualisations',
      reason: reportText('report.omitted.noViewpoint', 'Visualisations: no viewpoint was chosen.'),
    });
    return [];
  }
  const chapters: ReportChapter[] = [];
  for (const { viewpoint, view, error } of input.views) {
    if (!view) {
      omitted.push({
        key: 'visualisations',
        reason: reportText('report.omitted.visualisation', 'Visualisation of {viewpoint}: {reason}', {
          viewpoint: viewpoint.name,
          reason: error ?? reportText('report.omitted.notRendered', 'not rendered.'),
        }),
      });
      continue;
    }
    const { pose, verticalFov, projection } = view;
    const layout = sheetLayout(SHEET_AREA_MM, pose.fov, verticalFov, projection);
    const sighting = turbineSighting(
      viewpoint.position,
      pose.heading,
      pose.fov,
      input.objects,
      input.scenario.id,
    );
    const caption = sheetCaption({
      project: input.projectName,
      scenario: input.scenario.name,
      viewpoint: viewpoint.name,
      shows: view.shows,
      position: viewpoint.position,
      heading: pose.heading,
      pitch: pose.pitch,
      fov: pose.fov,
      verticalFov,
      projection,
      date: view.date,
      fromPlan: view.fromPlan,
      terrain: view.terrain,
      sighting,
      layout,
      pixels: { upper: view.upper.width, lower: view.lower.width },
    });
    const angles = reportText(
      'report.sheet.angles',
      '{fov} × {verticalFov} {projection}, true to scale at {distance} mm',
      {
        fov: degrees(pose.fov),
        verticalFov: degrees(verticalFov),
        projection: projectionText(projection),
        distance: String(layout.distance),
      },
    );
    const shown =
      view.shows === 'photomontage'
        ? reportText('report.sheet.photomontage', 'Photomontage')
        : reportText('report.sheet.rendered', 'Rendered view');
    chapters.push({
      key: 'visualisations',
      title: reportText('report.sheet.title', 'Visualisation: {viewpoint}', { viewpoint: viewpoint.name }),
      page: 'A3 landscape',
      blocks: [
        {
          kind: 'sheet',
          area: SHEET_AREA_MM,
          layout,
          upper: {
            ...view.upper,
            label: `${shown}, ${angles}`,
          },
          lower: { ...view.lower, label: `${reportText('report.sheet.wireline', 'Wireline')}, ${angles}` },
          caption,
          map: layoutMap({
            system: input.system,
            objects: input.objects,
            scenarioId: input.scenario.id,
            frame: LOCATION_MAP_MM,
            marks: [
              { name: viewpoint.name, point: viewpoint.position, heading: pose.heading, fov: pose.fov },
            ],
          }),
        },
      ],
    });
  }
  return chapters;
}
