import { ztvClasses, ztvPixels } from './ztv-classes';
import type { ZtvFrame } from './ztv-frame';
import { ZTV_NO_DATA } from './ztv-no-data';

/**
 * A ZTV as files for a GIS: a GeoTIFF with one band, the number of turbines visible per cell
 * (uint16, NoData outside the radius and on unknown ground), and a PNG of the map's colours
 * with its world file, zipped. Both in the grid's coordinate system (the project's, or the UTM
 * zone that stood in for it), one pixel per cell.
 */

export type ZtvLayerName = 'tips' | 'hubs';

/**
 * The GeoTIFF: ModelTiepoint at the grid's north-west corner, ModelPixelScale the cell size,
 * the system's EPSG code as ProjectedCSTypeGeoKey (no geographic key beside it, which would
 * contradict the projected system's own datum), and ZTV_NO_DATA as GDAL's NoData tag, which
 * QGIS and ArcGIS read.
 */
export async function ztvGeoTiff(frame: ZtvFrame, counts: Uint16Array): Promise<ArrayBuffer> {
  // geotiff is loaded only when someone exports.
  const { writeArrayBuffer } = await import('geotiff');
  return writeArrayBuffer(counts, {
    width: frame.width,
    height: frame.height,
    ModelPixelScale: [frame.cellSize, frame.cellSize, 0],
    ModelTiepoint: [0, 0, 0, frame.west, frame.north, 0],
    // A projected system, its pixels areas (the count holds for the whole cell).
    GTModelTypeGeoKey: 1,
    GTRasterTypeGeoKey: 1,
    ProjectedCSTypeGeoKey: frame.system.epsgCode,
    GTCitationGeoKey: frame.system.name,
    GDAL_NODATA: String(ZTV_NO_DATA),
  });
}

/**
 * An ESRI world file: the cell size in x, two rotation terms (none), minus the cell size in y,
 * and the centre of the upper-left pixel.
 */
export function worldFile(frame: ZtvFrame): string {
  const half = frame.cellSize / 2;
  return `${[frame.cellSize, 0, 0, -frame.cellSize, frame.west + half, frame.north - half].join('\n')}\n`;
}

/** What the zip's text file says: the grid, its system and the legend. */
export function ztvReadme(frame: ZtvFrame, layer: ZtvLayerName, turbines: number): string {
  const legend = ztvClasses(turbines).map((item) => `  ${item.label}: ${item.color}`);
  return [
    `Zone of theoretical visibility: the number of turbine ${layer === 'tips' ? 'blade tips' : 'hubs'} visible per cell`,
    'to an observer 2 m above the ground; transparent cells see none, or have no answer (NoData:',
    "outside every turbine's radius, or where the ground is unknown).",
    'Theoretical: bare ground, no buildings or trees. Earth curvature and refraction (k = 0.13) included.',
    `Coordinate system: ${frame.system.name} (EPSG:${frame.system.epsgCode})` +
      (frame.projectSystem ? '' : ", standing in for the project's system, which is not in metres"),
    `Cells: ${frame.width} × ${frame.height} of ${frame.cellSize} m; north-west corner ${frame.west}, ${frame.north}.`,
    `Turbines visible (of ${turbines}):`,
    ...legend,
    '',
  ].join('\n');
}

/** The PNG in the map's colours, its world file (.pgw) and the text above, in one zip. */
export async function ztvPngZip(
  frame: ZtvFrame,
  counts: Uint16Array,
  layer: ZtvLayerName,
  turbines: number,
  baseName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  // Both are loaded only when someone exports.
  const [{ encode }, { zipSync }] = await Promise.all([import('fast-png'), import('fflate')]);
  const png = encode({
    width: frame.width,
    height: frame.height,
    data: ztvPixels(counts, ztvClasses(turbines)),
    channels: 4,
    depth: 8,
  });
  const text = new TextEncoder();
  // Stored, not compressed again: the PNG is compressed already, the rest is a few lines.
  return zipSync(
    {
      [`${baseName}.png`]: png,
      [`${baseName}.pgw`]: text.encode(worldFile(frame)),
      [`${baseName}.txt`]: text.encode(ztvReadme(frame, layer, turbines)),
    },
    { level: 0 },
  );
}
