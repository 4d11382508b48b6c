import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      PRODUCT_NAME: 'Vantage',
      embeddedIdentity: true,
      issuer: 'http://localhost:8080/realms/planner',
      SEED_DEMO: true,
    });
  });

  it('does not seed on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('points at an external issuer', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example.com/realms/planner/' });
    expect(config.embeddedIdentity).toBe(false);
    expect(config.issuer).toBe('https://id.example.com/realms/planner');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['OIDC_ISSUER', 'nope'],
    ['SEED_DEMO', 'maybe'],
    ['MAP_STYLE_URL', 'ftp://tiles.example.com/style.json'],
    ['MAP_STYLE_URL', 'javascript:alert(1)'],
    ['MAP_STYLE_URL', 'style.json'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('takes an http(s) MAP_STYLE_URL for the planner, and says what it must be', () => {
    expect(loadConfig({}).MAP_STYLE_URL).toBeUndefined();
    const style = 'https://tiles.example.com/styles/planner/style.json?key=abc';
    expect(loadConfig({ MAP_STYLE_URL: style }).MAP_STYLE_URL).toBe(style);
    expect(() => loadConfig({ MAP_STYLE_URL: 'file:///etc/passwd' })).toThrow(
      'MAP_STYLE_URL: must be an http:// or https:// URL of a MapLibre style (style.json)',
    );
  });

  it('takes an http(s) TERRAIN_TILES_URL with {z}, {x} and {y}, its encoding and a zoom up to 15', () => {
    const defaults = loadConfig({});
    expect(defaults.TERRAIN_TILES_URL).toBeUndefined();
    expect(defaults).toMatchObject({
      TERRAIN_TILES_ENCODING: 'terrarium',
      TERRAIN_TILES_MAX_ZOOM: 15,
      TERRAIN_TILES_TIMEOUT_MS: 10_000,
      TERRAIN_TILES_CACHE_MB: 64,
    });
    const url = 'https://terrain.example.com/{z}/{x}/{y}.png';
    expect(loadConfig({ TERRAIN_TILES_URL: url, TERRAIN_TILES_ENCODING: 'mapbox' })).toMatchObject({
      TERRAIN_TILES_URL: url,
      TERRAIN_TILES_ENCODING: 'mapbox',
    });
    expect(() => loadConfig({ TERRAIN_TILES_URL: 'file:///srv/{z}/{x}/{y}.png' })).toThrow(
      'TERRAIN_TILES_URL: must be an http:// or https:// URL of PNG tiles',
    );
    expect(() => loadConfig({ TERRAIN_TILES_URL: 'https://terrain.example.com/{z}/{x}.png' })).toThrow(
      'TERRAIN_TILES_URL must contain {z}, {x} and {y}',
    );
    for (const [name, value] of [
      ['TERRAIN_TILES_ENCODING', 'lerc'],
      ['TERRAIN_TILES_MAX_ZOOM', '16'],
      ['TERRAIN_TILES_TIMEOUT_MS', '0'],
      ['TERRAIN_TILES_CACHE_MB', '0'],
    ])
      expect(() => loadConfig({ [name!]: value })).toThrow(name);
  });
});
