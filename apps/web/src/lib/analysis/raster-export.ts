import type { GridFrame } from './grid-frame';

/**
 * An analysis's grid as files for a GIS, in the grid's coordinate system (the project's, or the
 * UTM zone that stood in for it), one pixel per cell: a GeoTIFF of its values, and a PNG of the
 * map's colours with its world file and a text, zipped.
 */

/**
 * The GeoTIFF, one band: ModelTiepoint at the grid's north-west corner, ModelPixelScale the
 * cell size, the system's EPSG code as ProjectedCSTypeGeoKey (no geographic key beside it, which
 * would contradict the projected system's own datum), and `noData` as GDAL's NoData tag, which
 * QGIS and ArcGIS read. The band's type is the array's (uint16 counts, float32 hours).
 */
export async function gridGeoTiff(
  frame: GridFrame,
  values: Uint16Array | Float32Array,
  noData: number | null,
): Promise<ArrayBuffer> {
  // geotiff is loaded only when someone exports.
  const { writeArrayBuffer } = await import('geotiff');
  return writeArrayBuffer(values, {
    width: frame.width,
    height: frame.height,
    ModelPixelScale: [frame.cellSize, frame.cellSize, 0],
    ModelTiepoint: [0, 0, 0, frame.west, frame.north, 0],
    // A projected system, its pixels areas (the value holds for the whole cell).
    GTModelTypeGeoKey: 1,
    GTRasterTypeGeoKey: 1,
    ProjectedCSTypeGeoKey: frame.system.epsgCode,
    GTCitationGeoKey: frame.system.name,
    ...(noData === null ? {} : { GDAL_NODATA: String(noData) }),
  });
}

/**
 * An ESRI world file: the cell size in x, two rotation terms (none), minus the cell size in y,
 * and the centre of the upper-left pixel.
 */
export function worldFile(frame: GridFrame): string {
  const half = frame.cellSize / 2;
  return `${[frame.cellSize, 0, 0, -frame.cellSize, frame.west + half, frame.north - half].join('\n')}\n`;
}

/** The PNG of `pixels` (RGBA, one per cell), its world file (.pgw) and `readme`, in one zip. */
export async function pngWorldZip(
  frame: GridFrame,
  pixels: Uint8ClampedArray<ArrayBuffer>,
  readme: string,
  baseName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  // Both are loaded only when someone exports.
  const [{ encode }, { zipSync }] = await Promise.all([import('fast-png'), import('fflate')]);
  const png = encode({ width: frame.width, height: frame.height, data: pixels, channels: 4, depth: 8 });
  const text = new TextEncoder();
  // Stored, not compressed again: the PNG is compressed already, the rest is a few lines.
  return zipSync(
    {
      [`${baseName}.png`]: png,
      [`${baseName}.pgw`]: text.encode(worldFile(frame)),
      [`${baseName}.txt`]: text.encode(readme),
    },
    { level: 0 },
  );
}
