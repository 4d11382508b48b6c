import type { PdfWriter, Rgb } from '@/lib/report/pdf-writer';
import { reportLocale, reportText } from './report-text';
import type { ShadowCalendarFigure } from './study-chapters';

// Only a type from './study-chapters' (see draw-analysis-map.ts).

const INK: Rgb = [0.1, 0.12, 0.14];
const GRID: Rgb = [0.8, 0.82, 0.84];
const LEFT = 30;
const CHART = 150;
const TITLE = 14;
const MONTHS = 14;
const LEGEND_ROW = 11;
const MONTHS_OF_YEAR = 12;

/** The months' short names in the report's language ("Jan", "mrt", "Mär"). */
const monthNames = () => {
  const format = new Intl.DateTimeFormat(reportLocale(), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: MONTHS_OF_YEAR }, (_, month) => format.format(Date.UTC(2000, month, 1)));
};

const rgbOf = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16) / 255,
  Number.parseInt(hex.slice(3, 5), 16) / 255,
  Number.parseInt(hex.slice(5, 7), 16) / 255,
];

/** The day of the year (from 0) on which each month of `year` starts. */
export const monthStarts = (year: number) =>
  Array.from({ length: MONTHS_OF_YEAR }, (_, month) =>
    Math.round((Date.UTC(year, month, 1) - Date.UTC(year, 0, 1)) / 86_400_000),
  );

/**
 * A receptor's calendar as windPRO prints it: the day of the year across, the time of day up
 * (0:00 at the bottom), each period of shadow a bar in its turbine's colour, and the turbines'
 * legend under it. Vector, so it is sharp at any print resolution.
 */
export function drawShadowCalendar(writer: PdfWriter, calendar: ShadowCalendarFigure) {
  const legendRows = Math.max(1, Math.ceil(calendar.turbines.length / 5));
  const height = TITLE + CHART + MONTHS + legendRows * LEGEND_ROW + 4;
  writer.figure(height, ({ page, x, y, width, fonts, colour }) => {
    const chartLeft = x + LEFT;
    const chartWidth = width - LEFT;
    const chartBottom = y + legendRows * LEGEND_ROW + MONTHS;
    const dayWidth = chartWidth / calendar.days;
    const months = monthNames();
    page.drawText(
      reportText('report.shadow.calendar', 'Calendar: {receptor} ({year})', {
        receptor: calendar.receptor,
        year: String(calendar.year),
      }),
      {
        x,
        y: chartBottom + CHART + 4,
        size: 9,
        font: fonts.bold,
        color: colour(INK),
      },
    );
    for (let hour = 0; hour <= 24; hour += 3) {
      const lineY = chartBottom + (hour * CHART) / 24;
      page.drawLine({
        start: { x: chartLeft, y: lineY },
        end: { x: chartLeft + chartWidth, y: lineY },
        thickness: 0.4,
        color: colour(GRID),
      });
      page.drawText(`${String(hour).padStart(2, '0')}:00`, {
        x,
        y: lineY - 2.5,
        size: 6.5,
        font: fonts.regular,
        color: colour(INK),
      });
    }
    monthStarts(calendar.year).forEach((day, month) => {
      const lineX = chartLeft + day * dayWidth;
      page.drawLine({
        start: { x: lineX, y: chartBottom },
        end: { x: lineX, y: chartBottom + CHART },
        thickness: 0.4,
        color: colour(GRID),
      });
      page.drawText(months[month]!, {
        x: lineX + 2,
        y: chartBottom - 9,
        size: 6.5,
        font: fonts.regular,
        color: colour(INK),
      });
    });
    const colours = new Map(calendar.turbines.map((item) => [item.turbine, colour(rgbOf(item.color))]));
    for (const period of calendar.periods)
      page.drawRectangle({
        x: chartLeft + period.day * dayWidth,
        y: chartBottom + (period.start * CHART) / 1440,
        width: dayWidth,
        height: Math.max(0.4, ((period.end - period.start) * CHART) / 1440),
        color: colours.get(period.turbine) ?? colour(INK),
      });
    calendar.turbines.forEach((item, index) => {
      const column = index % 5;
      const row = Math.floor(index / 5);
      const left = chartLeft + (column * chartWidth) / 5;
      const rowY = y + (legendRows - 1 - row) * LEGEND_ROW + 2;
      page.drawRectangle({ x: left, y: rowY - 1, width: 9, height: 7, color: colours.get(item.turbine) });
      page.drawText(item.name, { x: left + 12, y: rowY, size: 7.5, font: fonts.regular, color: colour(INK) });
    });
  });
}
