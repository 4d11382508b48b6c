import { describe, expect, it } from 'vitest';
import { cameraOf, fieldOfViewOf, initialAlignment, kindOf, takenAtOf } from './camera.js';

const view = { pan: 120, tilt: -3, fieldOfView: 60 };
const noCamera = cameraOf(undefined);

describe('what EXIF says about the camera', () => {
  it('reads position, altitude (below sea level too), bearing and the 35 mm lens', () => {
    expect(
      cameraOf({
        latitude: 52.6,
        longitude: 4.6,
        GPSAltitude: 3,
        GPSAltitudeRef: 1,
        GPSImgDirection: 360,
        FocalLengthIn35mmFormat: 50,
        FocalLength: 6.1,
      }),
    ).toEqual({
      latitude: 52.6,
      longitude: 4.6,
      altitude: -3,
      heading: 0,
      focalLength35mm: 50,
      fieldOfView: 39.6,
    });
  });

  it('falls back to FocalLength, and drops what cannot be true', () => {
    expect(cameraOf({ latitude: 95, longitude: 4, FocalLength: 24, GPSImgDirection: 400 })).toEqual({
      latitude: null,
      longitude: null,
      altitude: null,
      heading: null,
      focalLength35mm: 24,
      fieldOfView: 73.74,
    });
    expect(cameraOf({ latitude: 52, FocalLengthIn35mmFormat: 0 })).toEqual(noCamera);
    expect(noCamera).toEqual({
      latitude: null,
      longitude: null,
      altitude: null,
      heading: null,
      focalLength35mm: null,
      fieldOfView: null,
    });
  });

  it('turns a lens into a field of view: 2·atan(36 / 2f)', () => {
    expect(fieldOfViewOf(18)).toBe(90);
    expect(fieldOfViewOf(28)).toBe(65.47);
  });

  it('keeps the time taken as the camera showed it, without a zone', () => {
    expect(takenAtOf(new Date(2026, 4, 1, 9, 5, 7))).toBe('2026-05-01T09:05:07');
    expect(takenAtOf('2026:05:01 09:05:07')).toBeNull();
    expect(takenAtOf(new Date(Number.NaN))).toBeNull();
  });
});

describe('the kind of photo and where its alignment starts', () => {
  it('calls an image twice as wide as high (±1 %) a panorama', () => {
    expect(kindOf(8192, 4096)).toBe('panorama');
    expect(kindOf(8000, 4030)).toBe('panorama');
    expect(kindOf(8000, 4100)).toBe('frame');
    expect(kindOf(4000, 3000)).toBe('frame');
  });

  it("starts from the camera's bearing and lens when EXIF had them", () => {
    const camera = cameraOf({ GPSImgDirection: 275, FocalLengthIn35mmFormat: 28 });
    expect(initialAlignment('frame', camera, view)).toEqual({
      heading: 275,
      pitch: -3,
      roll: 0,
      fieldOfView: 65.47,
    });
  });

  it("else from the viewpoint's own view; a panorama covers 360°", () => {
    expect(initialAlignment('frame', noCamera, view)).toEqual({
      heading: 120,
      pitch: -3,
      roll: 0,
      fieldOfView: 60,
    });
    expect(initialAlignment('panorama', noCamera, { ...view, pan: -90 })).toEqual({
      heading: 270,
      pitch: 0,
      roll: 0,
      fieldOfView: 360,
    });
  });
});
