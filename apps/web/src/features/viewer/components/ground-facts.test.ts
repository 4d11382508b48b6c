import type { TerrainTiles } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/lib/i18n/test-i18n';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { groundFacts } from './ground-facts';
import { groundInLocale, terrainInWords } from './ground-words';

const en = testI18n('en');
const de = testI18n('de');
const nl = testI18n('nl');

const status = (s: Partial<GroundStatus>): GroundStatus => ({
  ground: 'ready',
  terrain: 'none',
  terrainSource: null,
  landSource: 'Natural Earth 1:10m coastlines',
  eyeGround: 0,
  triangles: 0,
  ...s,
});

describe('what "How this view was made" says of the ground', () => {
  it('says that terrain is not modelled without a source, and where land and sea come from', () => {
    const facts = groundFacts(en, 6, status({}), false);
    expect(facts.eyeHeight).toBe(
      "6 m above the ground (the viewpoint's altitude); terrain is not modelled, so the ground is at sea level",
    );
    expect(facts.notModelled).toMatch(/^Terrain elevation/);
    expect(facts.land).toMatch(/Natural Earth 1:10m coastlines/);
    expect(groundFacts(en, 6, status({ landSource: null }), false).land).toBe(
      'None: ground and sea are one neutral surface.',
    );
    expect(groundFacts(en, 6, null, true).land).toBeNull();
    expect(terrainInWords(en, status({}))).toBeNull();
  });

  it('names the source and the ground under the eye with terrain', () => {
    const ready = status({
      terrain: 'ready',
      terrainSource: "the project's terrain model (site.tif)",
      eyeGround: 152.04,
    });
    const facts = groundFacts(en, 1.5, ready, false);
    expect(facts.eyeHeight).toBe(
      "1.5 m above the ground (the viewpoint's altitude); the ground there is 152 m above sea level",
    );
    expect(facts.terrain).toMatch(/^From the project's terrain model \(site\.tif\), out to 60 km/);
    expect(facts.notModelled).toBe('Buildings, trees, waves and weather.');
    expect(terrainInWords(en, ready)).toBe("the project's terrain model (site.tif)");
  });

  it('says that terrain is unavailable when its source failed', () => {
    const failed = status({ terrain: 'failed', terrainSource: 'terrain tiles (Test)' });
    const facts = groundFacts(en, 1.5, failed, false);
    expect(facts.eyeHeight).toMatch(/terrain is unavailable/);
    expect(facts.terrain).toBe(
      'Unavailable: terrain tiles (Test) could not be read, so where heights are missing the ground is flat at sea level.',
    );
    expect(terrainInWords(en, failed)).toMatch(/^unavailable \(terrain tiles \(Test\) could not be read/);
  });
});

describe('the ground in German and Dutch', () => {
  const model = { fileName: 'site.tif' };
  const tiles: TerrainTiles = {
    url: 'https://tiles.example/{z}/{x}/{y}.png',
    encoding: 'terrarium',
    attribution: '',
    maxZoom: 12,
  };
  const engine = (s: Partial<GroundStatus>) =>
    status({ terrain: 'ready', terrainSource: "the project's terrain model (site.tif)", ...s });

  it('names the source after "nach" and "aus" in the dative: "nach dem Geländemodell des Projekts"', () => {
    const ready = groundInLocale(de, engine({}), null, model);
    expect(de._('viewer.panel.terrain', { source: ready!.terrainSource })).toBe(
      'Der Boden folgt dem Gelände, nach dem Geländemodell des Projekts (site.tif).',
    );
    expect(groundFacts(de, 1.6, ready, false).terrain).toMatch(
      /^Aus dem Geländemodell des Projekts \(site\.tif\), bis 60 km/,
    );
    expect(groundFacts(de, 1.6, ready, false).eyeHeight).toMatch(/^1,6 m über dem Boden/);
    expect(terrainInWords(de, ready)).toBe('nach dem Geländemodell des Projekts (site.tif)');
    expect(terrainInWords(en, groundInLocale(en, engine({}), null, model))).toBe(
      "the project's terrain model (site.tif)",
    );
  });

  it('says what could not be read whatever the number of the source (tiles are plural)', () => {
    const failed = groundInLocale(de, engine({ terrain: 'failed' }), tiles, null);
    expect(groundFacts(de, 1.6, failed, false).terrain).toBe(
      'Nicht verfügbar: Aus Geländekacheln konnten keine Höhen gelesen werden, daher liegt der Boden dort, wo Höhen fehlen, flach auf Meereshöhe.',
    );
    expect(groundFacts(de, 1.6, status({ terrain: 'failed' }), false).terrain).toMatch(
      /^Nicht verfügbar: Aus der Geländequelle konnten/,
    );
    expect(terrainInWords(de, status({ terrain: 'failed' }))).toMatch(
      /^nicht verfügbar \(aus der Quelle konnten/,
    );
    const nlFailed = groundInLocale(nl, engine({ terrain: 'failed' }), tiles, null);
    expect(groundFacts(nl, 1.6, nlFailed, false).terrain).toMatch(
      /^Niet beschikbaar: uit terreintegels konden geen hoogtes worden gelezen,/,
    );
  });
});
