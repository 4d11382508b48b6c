import type { PlannerObjectRole } from '@vantage/contracts';
import { type PdfWriter, POINTS_PER_MM, type Rgb } from '@/lib/report/pdf-writer';
import type { LayoutMapFigure } from './layout-map';
import { groupedNumber, reportText } from './report-text';

type Style = { colour: Rgb; fill?: Rgb; dashed?: boolean };

/** How each role is drawn. */
const STYLES: Record<PlannerObjectRole, Style> = {
  turbine: { colour: [0.1, 0.12, 0.14] },
  existingTurbine: { colour: [0.45, 0.47, 0.5] },
  receptor: { colour: [0.75, 0.33, 0.05] },
  structure: { colour: [0.3, 0.3, 0.45] },
  boundary: { colour: [0.1, 0.45, 0.2], dashed: true },
  area: { colour: [0.1, 0.35, 0.6], fill: [0.82, 0.89, 0.96] },
  line: { colour: [0.6, 0.15, 0.2] },
};

/** What the legend calls each role, in the report's language when it is drawn. */
const ROLE_WORDS: Record<PlannerObjectRole, () => string> = {
  turbine: () => reportText('report.legend.turbine', 'Wind turbine'),
  existingTurbine: () => reportText('report.legend.existingTurbine', 'Existing turbine'),
  receptor: () => reportText('report.legend.receptor', 'Receptor'),
  structure: () => reportText('report.legend.structure', 'Object'),
  boundary: () => reportText('report.legend.boundary', 'Site boundary'),
  area: () => reportText('report.legend.area', 'Solar field or area'),
  line: () => reportText('report.legend.line', 'Cable or line'),
};

const FRAME: Rgb = [0.33, 0.36, 0.4];
const INK: Rgb = [0.1, 0.12, 0.14];
const WHITE: Rgb = [1, 1, 1];
const VIEWPOINT: Rgb = [0.55, 0.1, 0.45];
const CAPTION_PT = 9;
/** The planner map's colour for setback zones. */
const ZONE: Rgb = [0.79, 0.16, 0.16];

/** `#rrggbb` as the writer's colour; a layer's colour is checked to be one when it is saved. */
const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as Rgb;

const lengthText = (metres: number) =>
  metres >= 1000 ? `${groupedNumber(metres / 1000)} km` : `${groupedNumber(metres)} m`;

// Only a type from './layout-map': a value would put it, with the coordinate systems and proj4
// it imports, into a file the dashboard's first load shares with the planner.

/**
 * The layout map on the report's page: the frame at its millimetre size, the objects, a legend,
 * a scale bar, a north arrow and a caption that states the scale. Vector drawing, so it prints
 * sharp at any resolution and its texts are text.
 */
export function drawLayoutMap(writer: PdfWriter, figure: LayoutMapFigure) {
  writer.figure(mapFigureHeight(figure), (area) => drawMapAt(area, figure));
}

/** The points a map figure takes on the page: its frame and its caption's three lines. */
export const mapFigureHeight = (figure: LayoutMapFigure) =>
  figure.frame.height * POINTS_PER_MM + CAPTION_PT * 3;

type MapArea = Pick<
  Parameters<Parameters<PdfWriter['figure']>[1]>[0],
  'page' | 'x' | 'y' | 'fonts' | 'colour'
>;

/** A map figure with its lower left corner (its caption's) at `x`, `y` points. */
export function drawMapAt({ page, x, y, fonts, colour }: MapArea, figure: LayoutMapFigure) {
  const width = figure.frame.width * POINTS_PER_MM;
  const frameHeight = figure.frame.height * POINTS_PER_MM;
  const left = x;
  const bottom = y + CAPTION_PT * 3;
  const at = (point: { x: number; y: number }) => ({
    x: left + point.x * POINTS_PER_MM,
    y: bottom + point.y * POINTS_PER_MM,
  });
  /** An SVG path from points on paper: drawSvgPath's y runs down from the origin given. */
  const path = (points: { x: number; y: number }[], closed: boolean) =>
    points
      .map(
        (point, index) => `${index === 0 ? 'M' : 'L'}${point.x * POINTS_PER_MM} ${-point.y * POINTS_PER_MM}`,
      )
      .join(' ') + (closed ? ' Z' : '');

  page.drawRectangle({
    x: left,
    y: bottom,
    width,
    height: frameHeight,
    borderColor: colour(FRAME),
    borderWidth: 0.75,
  });
  /** A point's symbol: a filled disc for a turbine, a ring for an existing one, a square for the rest. */
  const symbol = (role: PlannerObjectRole, centre: { x: number; y: number }) => {
    const style = STYLES[role];
    if (role === 'receptor' || role === 'structure') {
      page.drawRectangle({
        x: centre.x - 2.2,
        y: centre.y - 2.2,
        width: 4.4,
        height: 4.4,
        color: colour(style.colour),
      });
    } else {
      page.drawCircle({
        x: centre.x,
        y: centre.y,
        size: 3.2,
        color: colour(role === 'turbine' ? style.colour : WHITE),
        borderColor: colour(style.colour),
        borderWidth: 1,
      });
    }
  };
  const viewpointSymbol = (centre: { x: number; y: number }) =>
    page.drawSvgPath(
      `M${centre.x - left} ${bottom - centre.y - 3.5} L${centre.x - left + 3.2} ${bottom - centre.y + 2.5} L${centre.x - left - 3.2} ${bottom - centre.y + 2.5} Z`,
      {
        x: left,
        y: bottom,
        color: colour(VIEWPOINT),
      },
    );
  const outline = (
    role: PlannerObjectRole,
    shape: 'line' | 'area',
    svg: string,
    origin = { x: left, y: bottom },
  ) => {
    const style = STYLES[role];
    page.drawSvgPath(svg, {
      ...origin,
      borderColor: colour(style.colour),
      borderWidth: shape === 'line' ? 1.2 : 0.9,
      borderDashArray: style.dashed ? [4, 2] : undefined,
      color: shape === 'area' && style.fill ? colour(style.fill) : undefined,
      opacity: 0.85,
    });
  };

  // Under the plan: the constraint layers (reference, drawn lightly), then the setback zones.
  for (const layer of figure.layers) {
    const tint = rgbOf(layer.colour);
    for (const rings of layer.areas)
      page.drawSvgPath(rings.map((ring) => path(ring, true)).join(' '), {
        x: left,
        y: bottom,
        color: colour(tint),
        opacity: 0.15,
        borderColor: colour(tint),
        borderWidth: 0.6,
      });
    for (const line of layer.lines)
      page.drawSvgPath(path(line, false), {
        x: left,
        y: bottom,
        borderColor: colour(tint),
        borderWidth: 1.1,
      });
    for (const point of layer.points)
      page.drawCircle({
        ...at(point),
        size: 1.8,
        color: colour(tint),
        borderColor: colour(WHITE),
        borderWidth: 0.4,
      });
  }
  for (const zone of figure.zones)
    for (const ring of zone.rings)
      page.drawSvgPath(path(ring, true), {
        x: left,
        y: bottom,
        color: colour(ZONE),
        opacity: 0.08,
        borderColor: colour(ZONE),
        borderOpacity: 0.9,
        borderWidth: 0.8,
        borderDashArray: [3, 2],
      });

  // Areas first, then lines, then points on top.
  const order: LayoutMapFigure['items'][number]['shape'][] = ['area', 'line', 'point'];
  for (const shape of order) {
    for (const item of figure.items.filter((candidate) => candidate.shape === shape)) {
      if (item.shape === 'point') {
        const centre = at(item.points[0] as { x: number; y: number });
        symbol(item.role, centre);
        page.drawText(item.name, {
          x: centre.x + 5,
          y: centre.y - 3,
          size: 6.5,
          font: fonts.regular,
          color: colour(INK),
        });
      } else outline(item.role, item.shape, path(item.points, item.shape === 'area'));
    }
  }

  // Viewpoints: a triangle with the edges of its horizontal field of view.
  for (const mark of figure.marks) {
    const centre = at(mark);
    const reach = 14;
    for (const side of [-1, 1]) {
      const angle = ((mark.direction + (side * mark.fov) / 2) * Math.PI) / 180;
      page.drawLine({
        start: centre,
        end: { x: centre.x + reach * Math.sin(angle), y: centre.y + reach * Math.cos(angle) },
        thickness: 0.8,
        color: colour(VIEWPOINT),
      });
    }
    viewpointSymbol(centre);
    page.drawText(mark.name, {
      x: centre.x + 5,
      y: centre.y + 3,
      size: 6.5,
      font: fonts.bold,
      color: colour(VIEWPOINT),
    });
  }

  // Legend, top left: each kind of thing on this map, with its own symbol.
  const kinds = [...new Map(figure.items.map((item) => [item.role, item.shape])).entries()];
  let legendY = bottom + frameHeight - 14;
  for (const [role, shape] of kinds) {
    if (shape === 'point') symbol(role, { x: left + 11.5, y: legendY + 2.5 });
    else
      outline(role, shape, shape === 'line' ? 'M0 0 L8 0' : 'M0 0 L8 0 L8 -7 L0 -7 Z', {
        x: left + 8,
        y: legendY + (shape === 'line' ? 2.5 : -1),
      });
    page.drawText(ROLE_WORDS[role](), {
      x: left + 19,
      y: legendY,
      size: 7.5,
      font: fonts.regular,
      color: colour(INK),
    });
    legendY -= 11;
  }
  const legendLine = (text: string) => {
    page.drawText(text, { x: left + 19, y: legendY, size: 7.5, font: fonts.regular, color: colour(INK) });
    legendY -= 11;
  };
  for (const layer of figure.layers.filter((candidate) => candidate.shown > 0)) {
    page.drawRectangle({
      x: left + 8,
      y: legendY - 1,
      width: 8,
      height: 7,
      color: colour(rgbOf(layer.colour)),
      opacity: 0.5,
      borderColor: colour(rgbOf(layer.colour)),
      borderWidth: 0.6,
    });
    legendLine(layer.name);
  }
  for (const zone of figure.zones) {
    page.drawRectangle({
      x: left + 8,
      y: legendY - 1,
      width: 8,
      height: 7,
      borderColor: colour(ZONE),
      borderWidth: 0.8,
      borderDashArray: [2, 1],
    });
    legendLine(reportText('report.legend.setbackZone', 'Setback zone: {zone}', { zone: zone.label }));
  }
  if (figure.marks.length > 0) {
    viewpointSymbol({ x: left + 11.5, y: legendY + 2.5 });
    page.drawText(reportText('report.legend.viewpoint', 'Viewpoint and its field of view'), {
      x: left + 19,
      y: legendY,
      size: 7.5,
      font: fonts.regular,
      color: colour(INK),
    });
  }

  // Scale bar, bottom left: the round length in alternate black and white halves.
  const barLength = figure.scaleBar.length * POINTS_PER_MM;
  const barX = left + 10;
  const barY = bottom + 10;
  page.drawRectangle({ x: barX, y: barY, width: barLength / 2, height: 4, color: colour(INK) });
  page.drawRectangle({
    x: barX + barLength / 2,
    y: barY,
    width: barLength / 2,
    height: 4,
    color: colour(WHITE),
    borderColor: colour(INK),
    borderWidth: 0.5,
  });
  page.drawText('0', { x: barX - 2, y: barY + 7, size: 7, font: fonts.regular, color: colour(INK) });
  page.drawText(lengthText(figure.scaleBar.metres), {
    x: barX + barLength - 6,
    y: barY + 7,
    size: 7,
    font: fonts.regular,
    color: colour(INK),
  });

  // North arrow, top right, turned to true north.
  const arrowX = left + width - 24;
  const arrowY = bottom + frameHeight - 30;
  const turn = (-figure.northDegrees * Math.PI) / 180;
  const rotate = (dx: number, dy: number) => ({
    x: arrowX + dx * Math.cos(turn) - dy * Math.sin(turn),
    y: arrowY + dx * Math.sin(turn) + dy * Math.cos(turn),
  });
  const tip = rotate(0, 14);
  const leftFoot = rotate(-5, -8);
  const rightFoot = rotate(5, -8);
  page.drawSvgPath(
    `M${tip.x - left} ${bottom - tip.y} L${leftFoot.x - left} ${bottom - leftFoot.y} L${arrowX - left} ${bottom - arrowY} L${rightFoot.x - left} ${bottom - rightFoot.y} Z`,
    { x: left, y: bottom, color: colour(INK) },
  );
  const label = rotate(0, 17);
  page.drawText('N', { x: label.x - 3, y: label.y, size: 8, font: fonts.bold, color: colour(INK) });

  page.drawText(figure.caption, {
    x: left,
    y: y + CAPTION_PT,
    size: CAPTION_PT - 1,
    font: fonts.regular,
    color: colour(FRAME),
    maxWidth: width,
    lineHeight: CAPTION_PT + 1,
  });
}
