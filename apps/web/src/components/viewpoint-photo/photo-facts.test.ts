import { i18n } from '@lingui/core';
import type { PhotoCamera } from '@vantage/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as de } from '@/locales/dash/de.po';
import { messages as en } from '@/locales/dash/en.po';
import { messages as nl } from '@/locales/dash/nl.po';
import { cameraSuggestion, photoAccess, photoSummary, takenAtText } from './photo-facts';

const viewpoint = { position: { latitude: 52.6, longitude: 4.6, altitude: 1.6 }, pan: 90, fieldOfView: 60 };
const camera: PhotoCamera = {
  latitude: 52.625,
  longitude: 4.616666,
  altitude: 12,
  heading: 275,
  focalLength35mm: 28,
  fieldOfView: 65.47,
};
const none: PhotoCamera = {
  latitude: null,
  longitude: null,
  altitude: null,
  heading: null,
  focalLength35mm: null,
  fieldOfView: null,
};

describe('photoAccess', () => {
  it('offers changes only with the right to change and PanoUpload Enabled', () => {
    expect(photoAccess('Enabled', { mayChange: true, loading: false })).toBe('change');
    expect(photoAccess('Disabled', { mayChange: true, loading: false })).toBe('locked');
    expect(photoAccess('Phantom', { mayChange: true, loading: false })).toBe('locked');
    expect(photoAccess(null, { mayChange: true, loading: false })).toBe('locked');
    expect(photoAccess('Hidden', { mayChange: true, loading: false })).toBe('view');
    expect(photoAccess('Enabled', { mayChange: false, loading: false })).toBe('view');
    expect(photoAccess(undefined, { mayChange: true, loading: true })).toBe('view');
  });
});

describe('what the section says about a photo', () => {
  it('names the kind and size, and the time taken as the camera showed it', () => {
    expect(photoSummary({ kind: 'panorama', width: 8192, height: 4096 })).toBe(
      '360° panorama, 8192 × 4096 px',
    );
    expect(photoSummary({ kind: 'frame', width: 120, height: 80 })).toBe('Photo, 120 × 80 px');
    expect(takenAtText('2026-05-01T10:20:30')).toBe('Taken 1 May 2026, 10:20');
    expect(takenAtText(null)).toBe('Date taken unknown');
  });
});

describe('cameraSuggestion', () => {
  it("offers the photo's position (eye height kept), bearing and lens", () => {
    expect(cameraSuggestion(viewpoint, camera)).toEqual({
      facts: [
        ['Position', '52.62500° N, 4.61667° E'],
        ['Facing', '275° (W)'],
        ['Lens', '28 mm (35 mm equivalent), 65.5° wide'],
      ],
      change: {
        position: { latitude: 52.625, longitude: 4.616666, altitude: 1.6 },
        pan: 275,
        fieldOfView: 65.47,
      },
    });
  });

  it('offers only what EXIF had, and nothing once the viewpoint uses it', () => {
    expect(cameraSuggestion(viewpoint, { ...none, heading: 10 })?.change).toEqual({ pan: 10 });
    expect(cameraSuggestion(viewpoint, none)).toBeNull();
    const applied = {
      position: { latitude: 52.625, longitude: 4.616666, altitude: 1.6 },
      pan: 275,
      fieldOfView: 65.47,
    };
    expect(cameraSuggestion(applied, camera)).toBeNull();
  });
});

describe('in Dutch and German', () => {
  afterAll(() => {
    i18n.load('en', en);
    i18n.activate('en');
  });

  it('names the kind, the date taken (through Intl) and the lens in the page’s language', () => {
    i18n.load('en', en);
    i18n.activate('en');
    // English from the catalog is the fallback's, word for word.
    expect(takenAtText('2026-09-01T10:20:30')).toBe('Taken 1 September 2026, 10:20');
    expect(photoSummary({ kind: 'panorama', width: 8192, height: 4096 })).toBe(
      '360° panorama, 8192 × 4096 px',
    );
    i18n.load('nl', nl);
    i18n.activate('nl');
    expect(takenAtText('2026-05-01T10:20:30')).toBe('Genomen op 1 mei 2026, 10:20');
    expect(takenAtText('2026-02-31T10:20:30')).toBe('Opnamedatum onbekend');
    expect(photoSummary({ kind: 'frame', width: 120, height: 80 })).toBe('Foto, 120 × 80 px');
    i18n.load('de', de);
    i18n.activate('de');
    expect(takenAtText('2026-05-01T10:20:30')).toBe('Aufgenommen am 1. Mai 2026, 10:20');
    expect(cameraSuggestion(viewpoint, camera)?.facts.map(([term]) => term)).toEqual([
      'Standort',
      'Blickrichtung',
      'Objektiv',
    ]);
  });
});
