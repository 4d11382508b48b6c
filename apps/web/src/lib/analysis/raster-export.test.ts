import { fromArrayBuffer } from 'geotiff';
import { describe, expect, it } from 'vitest';
import type { GridFrame } from './grid-frame';
import { rangeColor, rasterPixels } from './raster-classes';
import { gridGeoTiff } from './raster-export';

const frame: GridFrame = {
  system: { epsgCode: 32632, name: 'WGS 84 / UTM zone 32N', proj4Definition: '+proj=utm +zone=32 +units=m' },
  projectSystem: true,
  west: 400_000,
  north: 5_800_020,
  cellSize: 20,
  width: 3,
  height: 2,
};

describe('gridGeoTiff', () => {
  it('writes a float32 band placed in the system, without NoData when there is none', async () => {
    const hours = new Float32Array([0, 1.5, 10, 30.25, 100, 0]);
    const image = await (await fromArrayBuffer(await gridGeoTiff(frame, hours, null))).getImage();
    expect(image.getOrigin()).toEqual([400_000, 5_800_020, 0]);
    expect(image.getResolution()).toEqual([20, -20, 0]);
    expect(image.getGeoKeys()).toMatchObject({ ProjectedCSTypeGeoKey: 32632 });
    expect(image.getGDALNoData()).toBeNull();
    const [band] = (await image.readRasters()) as unknown as [Float32Array];
    expect(band).toBeInstanceOf(Float32Array);
    expect([...band]).toEqual([...hours]);
  });
});

describe('rangeColor and rasterPixels', () => {
  const classes = [
    { from: 1e-9, to: 10, color: '#ff0000', label: 'under 10 h' },
    { from: 10, to: Number.POSITIVE_INFINITY, color: '#0000ff', label: '10 h and more' },
  ];
  it('colours each value by the range it is in, from included, and leaves the rest transparent', () => {
    const pixels = rasterPixels(new Float32Array([0, 5, 10, 500]), rangeColor(classes));
    expect([...pixels]).toEqual([0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]);
  });
  it('shows the cell each pixel names, and nothing where it names none', () => {
    const pixels = rasterPixels(new Float32Array([0, 20]), rangeColor(classes), new Int32Array([1, -1]));
    expect([...pixels]).toEqual([0, 0, 255, 255, 0, 0, 0, 0]);
  });
});
