import { decode } from 'fast-png';
import { unzipSync } from 'fflate';
import { fromArrayBuffer } from 'geotiff';
import { describe, expect, it } from 'vitest';
import { utmSystem } from '../analysis/grid-frame';
import { worldFile } from '../analysis/raster-export';
import { ztvClasses } from './ztv-classes';
import { ztvGeoTiff, ztvPngZip, ztvReadme } from './ztv-export';
import type { ZtvFrame } from './ztv-frame';
import { ZTV_NO_DATA } from './ztv-no-data';

const frame: ZtvFrame = {
  system: { epsgCode: 28992, name: 'Amersfoort / RD New', proj4Definition: '+proj=sterea +units=m' },
  projectSystem: true,
  west: 150_000,
  north: 470_000,
  cellSize: 50,
  width: 4,
  height: 3,
};
const counts = new Uint16Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0]);
/** The corners beyond the radius and one cell of unknown ground, as runZtv leaves them. */
const N = ZTV_NO_DATA;
const withNoData = new Uint16Array([N, 1, 2, N, 4, N, 0, 7, N, 9, 10, N]);

describe('ztvGeoTiff', () => {
  it('writes one uint16 band of the counts, placed in the project system', async () => {
    const tiff = await fromArrayBuffer(await ztvGeoTiff(frame, counts));
    const image = await tiff.getImage();
    expect([image.getWidth(), image.getHeight(), image.getSamplesPerPixel()]).toEqual([4, 3, 1]);
    expect(image.getOrigin()).toEqual([150_000, 470_000, 0]);
    expect(image.getResolution()).toEqual([50, -50, 0]);
    expect(image.getGeoKeys()).toMatchObject({
      ProjectedCSTypeGeoKey: 28992,
      GTModelTypeGeoKey: 1,
      GTRasterTypeGeoKey: 1,
    });
    const [band] = (await image.readRasters()) as unknown as [Uint16Array];
    expect(band).toBeInstanceOf(Uint16Array);
    expect([...band]).toEqual([...counts]);
  });

  it('names the NoData value in the GDAL_NODATA tag (42113) and keeps it in the cells', async () => {
    const bytes = await ztvGeoTiff(frame, withNoData);
    const image = await (await fromArrayBuffer(bytes)).getImage();
    expect(image.fileDirectory.hasTag(42113)).toBe(true);
    expect(image.getGDALNoData()).toBe(ZTV_NO_DATA);
    const [band] = (await image.readRasters()) as unknown as [Uint16Array];
    expect([...band]).toEqual([...withNoData]);
    // A cell that sees no turbine is 0, not NoData.
    expect(band[6]).toBe(0);
  });

  it('is in the project system alone: no geographic key beside the projected one', async () => {
    const image = await (await fromArrayBuffer(await ztvGeoTiff(frame, counts))).getImage();
    const keys = image.getGeoKeys() ?? {};
    expect(keys.ProjectedCSTypeGeoKey).toBe(28992);
    expect(keys.GTCitationGeoKey).toBe('Amersfoort / RD New');
    expect(keys).not.toHaveProperty('GeographicTypeGeoKey');
  });

  it('names the UTM zone that stands in for a project in degrees', async () => {
    const utm = { ...frame, projectSystem: false, system: utmSystem(5.4, 52.1) };
    const image = await (await fromArrayBuffer(await ztvGeoTiff(utm, counts))).getImage();
    expect(image.getGeoKeys()).toMatchObject({
      ProjectedCSTypeGeoKey: 32631,
      GTCitationGeoKey: 'WGS 84 / UTM zone 31N',
    });
  });
});

describe('the PNG export', () => {
  it('has a world file on the centre of the upper-left cell', () => {
    expect(worldFile(frame).split('\n')).toEqual(['50', '0', '0', '-50', '150025', '469975', '']);
  });

  it('zips the coloured PNG, its world file and what they show', async () => {
    const files = unzipSync(await ztvPngZip(frame, counts, 'tips', 10, 'ztv-tips'));
    expect(Object.keys(files).sort()).toEqual(['ztv-tips.pgw', 'ztv-tips.png', 'ztv-tips.txt']);
    expect(new TextDecoder().decode(files['ztv-tips.pgw'])).toBe(worldFile(frame));
    expect(new TextDecoder().decode(files['ztv-tips.txt'])).toContain('Turbines visible (of 10):');
    const png = decode(files['ztv-tips.png']!);
    expect([png.width, png.height, png.channels]).toEqual([4, 3, 4]);
    expect(png.data[3]).toBe(0); // no turbine: transparent
    const color = ztvClasses(10)[4]!.color;
    expect([...png.data.slice(10 * 4, 10 * 4 + 4)]).toEqual([
      Number.parseInt(color.slice(1, 3), 16),
      Number.parseInt(color.slice(3, 5), 16),
      Number.parseInt(color.slice(5, 7), 16),
      255,
    ]);
  });

  it('leaves NoData cells transparent and says what they are', async () => {
    const files = unzipSync(await ztvPngZip(frame, withNoData, 'tips', 10, 'ztv-tips'));
    const png = decode(files['ztv-tips.png']!);
    const alpha = [...withNoData].map((_, index) => png.data[index * 4 + 3]);
    expect(alpha).toEqual([0, 255, 255, 0, 255, 0, 0, 255, 0, 255, 255, 0]);
    expect(new TextDecoder().decode(files['ztv-tips.txt'])).toContain(
      "(NoData:\noutside every turbine's radius, or where the ground is unknown)",
    );
  });

  it('says which system stood in when the project is not in metres', () => {
    const utm = {
      ...frame,
      projectSystem: false,
      system: { ...frame.system, epsgCode: 32631, name: 'WGS 84 / UTM zone 31N' },
    };
    expect(ztvReadme(utm, 'hubs', 3)).toContain(
      "WGS 84 / UTM zone 31N (EPSG:32631), standing in for the project's system, which is not in metres",
    );
    expect(ztvReadme(frame, 'hubs', 3)).toContain('turbine hubs visible per cell');
    expect(ztvReadme(frame, 'tips', 3)).toContain('Theoretical: bare ground, no buildings or trees.');
  });
});
