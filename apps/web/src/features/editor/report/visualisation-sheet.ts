import type { PlannerObject } from '@vantage/contracts';
import { geodesicDistance } from '@vantage/contracts/studies/geodesy';
import { isPlannedTurbine } from '@/lib/plan/kinds/registry';
import { fixedNumber as fixed, reportText } from './report-text';

/**
 * A visualisation sheet (docs/decisions/204-visualisation-sheets.md): one viewpoint on A3
 * landscape, after the NatureScot and Landscape Institute layout: the photomontage (or the
 * rendered view) above the wireline of the same view, each printed at the size at which it is
 * true to scale at the viewing distance the sheet states, with the view's caption and a small
 * location map beside them. Pure: sizes in millimetres, so a test can check them against
 * worked numbers and the writer only draws.
 */

/** The guidance's single frame: 53.5° horizontal, planar (a 50 mm lens on a full-frame camera, cropped). */
export const PLANAR_FRAME_FOV = 53.5;
export const A3_LANDSCAPE_MM = { width: 420, height: 297 } as const;
/** The least resolution of a printed figure. */
export const PRINT_DPI = 150;
/** The column beside the images: the caption, then the location map. */
export const SIDE_COLUMN_MM = 100;
export const LOCATION_MAP_MM = { width: 100, height: 80 } as const;
/**
 * The sheet's area on A3 landscape, mm: the page less the writer's margins (50 pt), its footer
 * and the sheet's title.
 */
export const SHEET_AREA_MM = { width: 384, height: 236 } as const;
const GAP_MM = 6;
/** Above each image: its label ("Photomontage", "Wireline"). */
const LABEL_MM = 6;
/** Viewing distances are stated in whole steps of this many mm. */
const DISTANCE_STEP_MM = 10;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The printed width of a planar image spanning `fov` degrees, true to scale at `distance` (the
 * unit of `distance`): 2·d·tan(fov / 2). 53.5° at 500 mm: 504.0 mm.
 */
export function printedWidth(fov: number, distance: number): number {
  return 2 * distance * Math.tan(radians(fov) / 2);
}

/**
 * The printed width of a cylindrical image spanning `fov` degrees, true to scale at `distance`:
 * on a cylinder of radius d an azimuth θ lies d·θ across (θ in radians), so d·fov. 90° at
 * 170 mm: 267.0 mm.
 */
export function cylindricalWidth(fov: number, distance: number): number {
  return distance * radians(fov);
}

/**
 * The vertical angle of a cylindrical image of this aspect (width / height) spanning `fov`
 * across: an elevation φ lies d·tan φ up a cylinder of radius d, so 2·atan(fov / (2·aspect)).
 */
export function cylindricalVerticalFov(fov: number, aspect: number): number {
  return (2 * Math.atan(radians(fov) / (2 * aspect)) * 180) / Math.PI;
}

/** The viewing distance at which a planar image `width` wide spans `fov` degrees: width / (2·tan(fov / 2)). */
export function viewingDistance(width: number, fov: number): number {
  return width / (2 * Math.tan(radians(fov) / 2));
}

/** The vertical angle of a planar image of this aspect (width / height) spanning `fov` across. */
export function verticalFovOf(fov: number, aspect: number): number {
  return (2 * Math.atan(Math.tan(radians(fov) / 2) / aspect) * 180) / Math.PI;
}

/** Pixels an image `mm` long needs at `dpi`. */
export const pixelsFor = (mm: number, dpi = PRINT_DPI) => Math.ceil((mm / 25.4) * dpi);

/** The resolution of `pixels` printed `mm` long. */
export const dpiOf = (pixels: number, mm: number) => pixels / (mm / 25.4);

/** A planar frame, or a cylindrical panorama. */
export type Projection = 'planar' | 'cylindrical';

export type SheetRect = { x: number; y: number; width: number; height: number };

export type SheetLayout = {
  /** The stated viewing distance, mm: the images are true to scale when held this far from the eye. */
  distance: number;
  /** Each image's printed size, mm. */
  image: { width: number; height: number };
  /** Rectangles in mm from the area's lower left corner. */
  upper: SheetRect;
  lower: SheetRect;
  side: SheetRect;
  map: SheetRect;
};

/**
 * Where a sheet's parts go in an area of `area` mm (the page less its margins and title), for an
 * image spanning `fov` × `verticalFov` degrees (planar, or cylindrical): the longest whole-10-mm viewing distance
 * at which two such images, one above the other, fit beside the side column.
 */
export function sheetLayout(
  area: { width: number; height: number },
  fov: number,
  verticalFov: number,
  projection: Projection = 'planar',
): SheetLayout {
  const column = {
    width: area.width - SIDE_COLUMN_MM - GAP_MM,
    height: (area.height - GAP_MM) / 2 - LABEL_MM,
  };
  // Up a cylinder as on a plane, an elevation lies d·tan φ: only the width differs.
  const across = projection === 'planar' ? viewingDistance(column.width, fov) : column.width / radians(fov);
  const fits = Math.min(across, viewingDistance(column.height, verticalFov));
  const distance = Math.max(DISTANCE_STEP_MM, Math.floor(fits / DISTANCE_STEP_MM) * DISTANCE_STEP_MM);
  const image = {
    width: projection === 'planar' ? printedWidth(fov, distance) : cylindricalWidth(fov, distance),
    height: printedWidth(verticalFov, distance),
  };
  const half = (area.height - GAP_MM) / 2;
  const side = { x: area.width - SIDE_COLUMN_MM, y: 0, width: SIDE_COLUMN_MM, height: area.height };
  return {
    distance,
    image,
    upper: { x: 0, y: half + GAP_MM + half - LABEL_MM - image.height, ...image },
    lower: { x: 0, y: half - LABEL_MM - image.height, ...image },
    side,
    map: { x: side.x, y: 0, ...LOCATION_MAP_MM },
  };
}

/**
 * The aspect (width / height) of the rendered frame for a sheet of this area: the image column's
 * own, so that the 53.5° frame fills it.
 */
export function renderedAspect(area: { width: number; height: number }): number {
  return (area.width - SIDE_COLUMN_MM - GAP_MM) / ((area.height - GAP_MM) / 2 - LABEL_MM);
}

type LonLat = { longitude: number; latitude: number };

/** The bearing from `a` to `b`, degrees clockwise from north (spherical; for "in view", not for distances). */
export function bearing(a: LonLat, b: LonLat): number {
  const φ1 = radians(a.latitude);
  const φ2 = radians(b.latitude);
  const Δλ = radians(b.longitude - a.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Signed difference b − a of two bearings, −180..180. */
const turn = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

export type TurbineSighting = {
  nearest: { name: string; distance: number } | null;
  /** The turbines whose bearing lies within the horizontal field of view, nearest first. */
  inView: string[];
  total: number;
};

/** The scenario's turbines as seen from `eye` looking at `heading` with `fov` across. */
export function turbineSighting(
  eye: LonLat,
  heading: number,
  fov: number,
  objects: readonly PlannerObject[],
  scenarioId: number,
): TurbineSighting {
  const turbines = objects
    .filter((o) => o.scenarioId === scenarioId && isPlannedTurbine(o) && o.points[0])
    .map((o) => {
      const point = o.points[0] as LonLat;
      return { name: o.name, distance: geodesicDistance(eye, point), bearing: bearing(eye, point) };
    })
    .sort((a, b) => a.distance - b.distance);
  const first = turbines[0];
  return {
    nearest: first ? { name: first.name, distance: first.distance } : null,
    inView: turbines.filter((t) => Math.abs(turn(heading, t.bearing)) <= fov / 2).map((t) => t.name),
    total: turbines.length,
  };
}

/** The 16 points of the compass in the report's language, from north clockwise ("O" is east in Dutch and German). */
const compass = (heading: number) =>
  reportText('report.sheet.compass', 'N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW').split(' ')[
    Math.round((((heading % 360) + 360) % 360) / 22.5) % 16
  ];

/** The projection in words, as the sheet's caption and its images' labels name it. */
export const projectionText = (projection: Projection) =>
  projection === 'planar'
    ? reportText('report.sheet.planar', 'planar')
    : reportText('report.sheet.cylindrical', 'cylindrical panorama');

export type SheetFacts = {
  project: string;
  scenario: string;
  viewpoint: string;
  /** What the upper image is. */
  shows: 'photomontage' | 'rendered';
  position: LonLat & { altitude: number };
  heading: number;
  pitch: number;
  fov: number;
  verticalFov: number;
  projection: Projection;
  date: Date;
  /** Whether the time is the viewpoint's viewing time, or noon UTC of the report's day. */
  fromPlan: boolean;
  /** The terrain's source in words; null: none (flat at sea level). */
  terrain: string | null;
  sighting: TurbineSighting;
  layout: SheetLayout;
  /** Pixels across of the upper and the lower image. */
  pixels: { upper: number; lower: number };
};

/**
 * The sheet's caption, the facts the viewer's downloaded image states (position, eye height,
 * direction, fields of view, date and time, terrain) with the distance to the nearest turbine,
 * the turbines in view and the viewing distance at which the images are true to scale.
 */
export function sheetCaption(f: SheetFacts): string[] {
  const { sighting, layout } = f;
  const degrees = (value: number) => fixed(Math.abs(value), 5);
  const latitude =
    f.position.latitude >= 0
      ? reportText('report.sheet.latitudeNorth', '{degrees}° N', { degrees: degrees(f.position.latitude) })
      : reportText('report.sheet.latitudeSouth', '{degrees}° S', { degrees: degrees(f.position.latitude) });
  const longitude =
    f.position.longitude >= 0
      ? reportText('report.sheet.longitudeEast', '{degrees}° E', { degrees: degrees(f.position.longitude) })
      : reportText('report.sheet.longitudeWest', '{degrees}° W', { degrees: degrees(f.position.longitude) });
  const time = `${f.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const mm = (value: number) => `${fixed(value, 0)} mm`;
  const position = { latitude, longitude, eye: fixed(f.position.altitude, 1) };
  const inView = reportText('report.sheet.inView', 'Turbines in view: {count} of {total}', {
    count: String(sighting.inView.length),
    total: String(sighting.total),
  });
  return [
    reportText('report.sheet.heading', '{project} – viewpoint {viewpoint}, scenario {scenario}', {
      project: f.project,
      viewpoint: f.viewpoint,
      scenario: f.scenario,
    }),
    f.terrain
      ? reportText(
          'report.sheet.positionGround',
          'Position {latitude}, {longitude} (WGS 84); eye {eye} m above the ground',
          position,
        )
      : reportText(
          'report.sheet.positionSea',
          'Position {latitude}, {longitude} (WGS 84); eye {eye} m above the sea level (no terrain)',
          position,
        ),
    reportText('report.sheet.direction', 'Direction {heading}° ({compass}), tilt {pitch}°', {
      heading: fixed(f.heading, 1),
      compass: compass(f.heading),
      pitch: fixed(f.pitch, 1),
    }),
    reportText(
      'report.sheet.fieldOfView',
      'Horizontal field of view {fov}°, vertical {verticalFov}° ({projection})',
      {
        fov: fixed(f.fov, 1),
        verticalFov: fixed(f.verticalFov, 1),
        projection: projectionText(f.projection),
      },
    ),
    f.fromPlan
      ? reportText('report.sheet.timeOfViewpoint', "Date and time {time} (the viewpoint's viewing time)", {
          time,
        })
      : reportText(
          'report.sheet.timeNoon',
          'Date and time {time} (not set by the viewpoint: noon UTC on the day of the report)',
          { time },
        ),
    reportText('report.sheet.terrain', 'Terrain: {terrain}', {
      terrain: f.terrain ?? reportText('report.sheet.noTerrain', 'none, flat ground at sea level'),
    }),
    sighting.nearest
      ? reportText('report.sheet.nearest', 'Nearest turbine {name}, {distance} km', {
          name: sighting.nearest.name,
          distance: fixed(sighting.nearest.distance / 1000, 2),
        })
      : reportText('report.sheet.noTurbines', 'No turbines in the scenario'),
    sighting.inView.length ? `${inView} (${sighting.inView.join(', ')})` : inView,
    reportText(
      'report.sheet.viewingDistance',
      'Viewing distance {distance}: each image is true to scale at {width} × {height} on A3 held {distance} from the eye',
      { distance: mm(layout.distance), width: mm(layout.image.width), height: mm(layout.image.height) },
    ),
    reportText(
      'report.sheet.resolution',
      'Resolution at the printed size: {shows, select, photomontage {photomontage} other {rendered view}} {upper} dpi, wireline {lower} dpi',
      {
        shows: f.shows,
        upper: fixed(dpiOf(f.pixels.upper, layout.image.width), 0),
        lower: fixed(dpiOf(f.pixels.lower, layout.image.width), 0),
      },
    ),
    f.shows === 'photomontage'
      ? reportText(
          'report.sheet.aboutPhotomontage',
          'Upper: the photograph with the planned objects drawn at true geometry. Lower: the wireline of the same view.',
        )
      : reportText(
          'report.sheet.aboutRendered',
          'Upper: the rendered view (bare ground, clear air). Lower: the wireline of the same view.',
        ),
  ];
}
