import { describe, expect, it } from 'vitest';
import { testI18n } from '@/lib/i18n/test-i18n';
import {
  type CaptionFacts,
  captionLines,
  imageFileName,
  trueScaleDistance,
  wrapLines,
} from './report-caption';

const en = testI18n('en');

const beach: CaptionFacts = {
  project: 'Noordzee Wind Park',
  viewpoint: 'Egmond aan Zee beach',
  scenario: 'Wind farm',
  shows: 'rendered',
  pose: { longitude: 4.624, latitude: 52.6205, altitude: 1.7, heading: 250, pitch: 0, fov: 39.6 },
  viewpointHeading: 250,
  verticalFov: 22.7,
  date: new Date('2025-06-21T17:30:00Z'),
  fromPlan: true,
  terrain: null,
  widthCss: 1285,
};

describe('true-scale viewing distance', () => {
  it('is width / (2·tan(hfov/2)): a 50 mm lens (39.6°) on a 34 cm wide picture is true from about 47 cm', () => {
    expect(trueScaleDistance(34, 39.6)).toBeCloseTo(47.2, 1);
    // Back through hfov = 2·atan(w / (2d)) (VIEWER.md).
    const d = trueScaleDistance(34, 39.6);
    expect((2 * Math.atan(34 / (2 * d)) * 180) / Math.PI).toBeCloseTo(39.6, 10);
  });

  it('matches the guidance: about 38° for a 34 cm wide screen at 50 cm; 27° (75 mm) is seen from farther', () => {
    expect(trueScaleDistance(34, 37.6)).toBeCloseTo(50, 0);
    expect(trueScaleDistance(34, 27)).toBeGreaterThan(trueScaleDistance(34, 39.6));
  });
});

describe('the caption', () => {
  it('states viewpoint, position, eye height, direction, both fields of view, time, terrain and true scale', () => {
    const lines = captionLines(en, beach);
    expect(lines[0]).toBe('Noordzee Wind Park: Egmond aan Zee beach, rendered view, scenario “Wind farm”');
    expect(lines[1]).toBe(
      'Position 52.62050° N, 4.62400° E; eye height 1.7 m above sea level; looking 250° (W), tilt 0°.',
    );
    expect(lines[2]).toBe(
      "Field of view 39.6° horizontal × 22.7° vertical. Date and time 2025-06-21 17:30 UTC (the viewpoint's viewing time).",
    );
    expect(lines[3]).toMatch(/^Terrain: not modelled/);
    expect(lines[4]).toMatch(/^Rendered: sunlight for that time, haze for 30 km visibility/);
    // 1,285 CSS px = 34.0 cm at 96 px per inch; 34 / (2·tan 19.8°) = 47.2 cm.
    expect(lines[5]).toBe(
      "True scale when viewed from 1.39 × the picture's width: from 47 cm when it is 34 cm wide (1,285 px at the nominal 96 px per inch; screens differ, so measure yours).",
    );
  });

  it("says the wireline, the terrain and the eye's height above it, and the viewer's default time", () => {
    const lines = captionLines(en, {
      ...beach,
      shows: 'wireline',
      terrain: 'Copernicus GLO-30, 30 m cells',
      eyeGround: 12.34,
      fromPlan: false,
      date: new Date('2026-03-01T12:00:00Z'),
    });
    expect(lines[0]).toContain('wireline');
    expect(lines[2]).toContain('2026-03-01 12:00 UTC (not set by the plan: noon UTC today)');
    expect(lines[1]).toContain('eye height 1.7 m above the ground, which is 12.3 m above sea level there;');
    expect(lines[3]).toMatch(/^Terrain: Copernicus GLO-30, 30 m cells\./);
    expect(lines[4]).toMatch(/^Wireline: the ground as a mesh of lines/);
  });

  it('calls a photomontage a photomontage, in each language, and says how it was made', () => {
    const montage = { ...beach, shows: 'photomontage' as const };
    const lines = captionLines(en, montage);
    expect(lines[0]).toContain('Egmond aan Zee beach, photomontage, scenario');
    expect(lines[4]).toMatch(/^Photomontage: the viewpoint's photograph at its own resolution/);
    expect(lines.join(' ')).not.toMatch(/rendered view|^Rendered/);
    expect(captionLines(testI18n('nl'), montage)[0]).toContain(', fotomontage, scenario');
    expect(captionLines(testI18n('de'), montage)[0]).toContain(', Fotomontage, Szenario');
  });

  it('says the eye is above the ground when the terrain is known, even without its height there', () => {
    expect(captionLines(en, { ...beach, terrain: "the project's terrain model" })[1]).toContain(
      'eye height 1.7 m above the ground; looking',
    );
  });

  it('gives the direction shown when the visitor looked around, and which way from the viewpoint', () => {
    const right = captionLines(en, { ...beach, pose: { ...beach.pose, heading: 262, pitch: 3.04 } })[1];
    expect(right).toContain("looking 262° (W), turned 12° right of the viewpoint's 250° (W), tilt 3°");
    const left = captionLines(en, {
      ...beach,
      viewpointHeading: 5,
      pose: { ...beach.pose, heading: -10 },
    })[1];
    expect(left).toContain("looking 350° (N), turned 15° left of the viewpoint's 5° (N)");
  });

  it('speaks Dutch and German, with their numbers, compass points and dates', () => {
    const nl = captionLines(testI18n('nl'), beach);
    expect(nl[0]).toBe('Noordzee Wind Park: Egmond aan Zee beach, gerenderd beeld, scenario ‘Wind farm’');
    expect(nl[1]).toBe(
      'Positie 52,62050° N, 4,62400° O; ooghoogte 1,7 m boven zeeniveau; kijkrichting 250° (W), kanteling 0°.',
    );
    expect(nl[2]).toBe(
      'Beeldhoek 39,6° horizontaal × 22,7° verticaal. Datum en tijd 21 juni 2025 om 17:30 UTC (het kijktijdstip van het uitkijkpunt).',
    );
    expect(nl[5]).toContain('(1.285 px bij de nominale 96 px per inch');
    const de = captionLines(testI18n('de'), { ...beach, pose: { ...beach.pose, heading: 100 } });
    expect(de[1]).toContain(
      'Blickrichtung 100° (O), um 150° nach links gedreht gegenüber 250° (W) des Standpunkts',
    );
    expect(de[2]).toContain('Datum und Uhrzeit 21. Juni 2025 um 17:30 UTC');
  });

  it('wraps words to the strip, keeping a long word whole', () => {
    const width = (text: string) => text.length;
    expect(wrapLines(['aa bb cc dd', 'x'], 5, width)).toEqual(['aa bb', 'cc dd', 'x']);
    expect(wrapLines(['abcdefgh ij'], 5, width)).toEqual(['abcdefgh', 'ij']);
  });
});

describe('file names', () => {
  it('name the project, the viewpoint and the drawing', () => {
    expect(imageFileName('Noordzee Wind Park', 'Egmond aan Zee beach', 'rendered')).toBe(
      'noordzee-wind-park-egmond-aan-zee-beach-rendered.png',
    );
    expect(imageFileName('Parc éolien', 'Côte / nord', 'wireline')).toBe(
      'parc-eolien-cote-nord-wireline.png',
    );
    expect(imageFileName('???', '', 'wireline')).toBe('view-wireline.png');
  });

  it('name a photomontage as one, never as rendered', () => {
    expect(imageFileName('Noordzee Wind Park', 'At sea', 'photomontage')).toBe(
      'noordzee-wind-park-at-sea-photomontage.png',
    );
  });
});
