import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { noiseAccess } from './noise-access';

beforeAll(activatePlannerEnglish);

describe('the Noise section by the NoiseSimulation feature', () => {
  it('opens when Enabled, is Locked when Disabled, Phantom or not set, shows nothing while loading or Hidden', () => {
    expect(noiseAccess('Enabled', false)).toBe('open');
    expect(noiseAccess('Disabled', false)).toBe('locked');
    expect(noiseAccess('Phantom', false)).toBe('locked');
    expect(noiseAccess(null, false)).toBe('locked');
    expect(noiseAccess('Hidden', false)).toBe('none');
    expect(noiseAccess('Enabled', true)).toBe('none');
  });
});
