import type { ReportBlock, ReportInput } from './report-content';
import { reportText } from './report-text';
import { noisePart, shadowPart, ztvPart } from './study-chapters';

/**
 * The blocks the ZTV chapter and the shadow and noise chapters' planner parts print
 * (study-chapters.ts says where their figures come from and when they are left out).
 */

const mapContext = (input: ReportInput) => ({
  system: input.system,
  objects: input.objects,
  scenarioId: input.scenario.id,
});

export function ztvBlocks(input: ReportInput): ReportBlock[] {
  const result = input.studies.ztv;
  if ('missing' in result) return [];
  const part = ztvPart(
    { ...mapContext(input), scenarioName: input.scenario.name },
    result.outcome,
    input.viewpointMarks,
  );
  const count = (value: number | null) =>
    value === null ? reportText('report.ztv.outside', 'outside the ZTV') : String(value);
  const blocks: ReportBlock[] = [{ kind: 'paragraph', text: part.method }];
  if (part.unknown) blocks.push({ kind: 'note', text: part.unknown });
  if (part.figure) blocks.push({ kind: 'analysisMap', figure: part.figure });
  if (part.viewpoints.length > 0)
    blocks.push(
      {
        kind: 'heading',
        text: reportText('report.ztv.visibleAtViewpoints', 'Turbines visible at the viewpoints'),
      },
      {
        kind: 'table',
        columns: [
          { title: reportText('report.ztv.viewpoint', 'Viewpoint'), width: 2 },
          { title: reportText('report.ztv.tipsVisible', 'Blade tips visible'), width: 1, align: 'right' },
          { title: reportText('report.ztv.hubsVisible', 'Hubs visible'), width: 1, align: 'right' },
        ],
        rows: part.viewpoints.map((row) => [row.name, count(row.tips), count(row.hubs)]),
      },
    );
  return blocks;
}

const minutesText = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendars, the shutdown schedule and the map, from the Studies tab's calculation. */
export function shadowPlannerBlocks(input: ReportInput): ReportBlock[] {
  const result = input.studies.shadow;
  if ('missing' in result)
    return [
      {
        kind: 'note',
        text: reportText('report.shadow.missing', 'Calendars, shutdown schedule and shadow map: {reason}', {
          reason: result.missing,
        }),
      },
    ];
  const part = shadowPart(mapContext(input), result.outcome, result.request);
  const blocks: ReportBlock[] = [{ kind: 'paragraph', text: part.about }];
  blocks.push({
    kind: 'heading',
    text: reportText('report.shadow.calendarsHeading', 'Calendars of the receptors over the limits'),
  });
  if (part.calendars.length === 0)
    blocks.push({
      kind: 'note',
      text: reportText(
        'report.shadow.noCalendar',
        'No receptor is over the limits, so there is no calendar to print.',
      ),
    });
  for (const calendar of part.calendars) blocks.push({ kind: 'calendar', calendar });
  blocks.push({ kind: 'heading', text: reportText('report.shadow.shutdownSchedule', 'Shutdown schedule') });
  if (part.schedule.rows.length === 0)
    blocks.push({
      kind: 'note',
      text: reportText(
        'report.shadow.noShutdown',
        'No turbine needs to stop: every receptor is within the limits.',
      ),
    });
  else
    blocks.push(
      {
        kind: 'table',
        columns: [
          { title: reportText('report.table.turbine', 'Turbine'), width: 2 },
          {
            title: reportText('report.shadow.stoppedAYear', 'Stopped a year (h:mm)'),
            width: 1,
            align: 'right',
          },
        ],
        rows: part.schedule.perTurbine.map((row) => [row.turbine, minutesText(row.minutes)]),
      },
      {
        kind: 'table',
        columns: [
          { title: reportText('report.table.turbine', 'Turbine'), width: 1.6 },
          { title: reportText('report.shadow.date', 'Date'), width: 1 },
          { title: reportText('report.shadow.stopAt', 'Stop at'), width: 0.8, align: 'right' },
          { title: reportText('report.shadow.startAgainAt', 'Start again at'), width: 0.8, align: 'right' },
        ],
        rows: part.schedule.rows.map((row) => [row.turbine, row.date, row.start, row.end]),
      },
    );
  blocks.push({ kind: 'heading', text: reportText('report.shadow.map', 'Shadow map') });
  if (part.figure) blocks.push({ kind: 'analysisMap', figure: part.figure });
  else
    blocks.push({
      kind: 'note',
      text: reportText('report.shadow.noMap', 'The calculation made no shadow map.'),
    });
  return blocks;
}

/** The noise map with its isophones, from the Studies tab's calculation. */
export function noisePlannerBlocks(input: ReportInput): ReportBlock[] {
  const result = input.studies.noise;
  if ('missing' in result)
    return [
      {
        kind: 'note',
        text: reportText('report.noise.mapMissing', 'Noise map: {reason}', { reason: result.missing }),
      },
    ];
  const figure = noisePart(mapContext(input), result.outcome);
  return [
    { kind: 'heading', text: reportText('report.noise.map', 'Noise map') },
    figure
      ? { kind: 'analysisMap', figure }
      : {
          kind: 'note',
          text: reportText(
            'report.noise.nothingOnMap',
            'The scenario has nothing to place on the noise map.',
          ),
        },
  ];
}
