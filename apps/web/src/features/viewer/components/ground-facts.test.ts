import { describe, expect, it } from 'vitest';
import { testI18n } from '@/lib/i18n/test-i18n';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { groundFacts } from './ground-facts';
import { terrainInWords } from './ground-words';

const en = testI18n('en');

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
