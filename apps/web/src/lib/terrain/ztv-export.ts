import { gridGeoTiff, pngWorldZip } from '../analysis/raster-export';
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

/** The GeoTIFF of the counts (uint16), NoData outside the radius and on unknown ground. */
export function ztvGeoTiff(frame: ZtvFrame, counts: Uint16Array): Promise<ArrayBuffer> {
  return gridGeoTiff(frame, counts, ZTV_NO_DATA);
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
export function ztvPngZip(
  frame: ZtvFrame,
  counts: Uint16Array,
  layer: ZtvLayerName,
  turbines: number,
  baseName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return pngWorldZip(
    frame,
    ztvPixels(counts, ztvClasses(turbines)),
    ztvReadme(frame, layer, turbines),
    baseName,
  );
}
