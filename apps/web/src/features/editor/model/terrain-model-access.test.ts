import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { terrainModelAccess } from './terrain-model-access';

beforeAll(activatePlannerEnglish);

describe('terrainModelAccess', () => {
  const may = { mayChange: true, loading: false };

  it('lets those who may change the project upload when TerrainAhn is Enabled', () => {
    expect(terrainModelAccess('Enabled', may)).toBe('change');
  });

  it('shows the feature Locked when it is Disabled, Phantom or not set', () => {
    expect(terrainModelAccess('Disabled', may)).toBe('locked');
    expect(terrainModelAccess('Phantom', may)).toBe('locked');
    expect(terrainModelAccess(null, may)).toBe('locked');
  });

  it('shows only the model to read-only planners, while the features load, and when it is Hidden', () => {
    expect(terrainModelAccess('Enabled', { mayChange: false, loading: false })).toBe('view');
    expect(terrainModelAccess('Disabled', { mayChange: false, loading: false })).toBe('view');
    expect(terrainModelAccess(undefined, { mayChange: true, loading: true })).toBe('view');
    expect(terrainModelAccess('Hidden', may)).toBe('view');
  });
});
