import type { TerrainTiles } from '@vantage/contracts';
import { Group, type Mesh } from 'three';
import { createTerrainSource, type TerrainModelData } from '@/lib/terrain/create-terrain-source';
import type { GeoBox } from '@/lib/terrain/height-grid';
import type { TerrainSource } from '@/lib/terrain/terrain-source';
import { buildSurface, FLAT_DETAIL, SURFACE_RADIUS, TERRAIN_DETAIL, TERRAIN_RADIUS } from './ground';
import { LAND_SOURCE, loadLand } from './land-atlas';
import { LandMask, type Ring } from './land-mask';
import { groundHeight } from './placement';

/** What the page tells the engine of the terrain: the operator's tiles and the project's own model. */
export type TerrainSetting = {
  tiles: TerrainTiles | null;
  model: TerrainModelData | null;
  /** The project has a terrain model that could not be loaded: its file name. */
  failedModel: string | null;
};

/** How far the ground is, for the page (data attributes) and the facts panel. */
export type GroundStatus = {
  /** `loading` until the ground around the current viewpoint is built with all it will get. */
  ground: 'loading' | 'ready';
  /** `none`: no terrain source (flat ground at sea level); `failed`: a source could not be read. */
  terrain: 'none' | 'ready' | 'failed';
  /** The terrain's source in words, null without one. */
  terrainSource: string | null;
  /** Where land and sea come from; null when the coastline could not be loaded. */
  landSource: string | null;
  /** The ground under the eye, metres above sea level (0 without terrain). */
  eyeGround: number;
  /** Triangles of the ground mesh. */
  triangles: number;
};

/**
 * Terrain is read in rings around the eye, each with tiles as fine as its distance needs (about
 * what a cell of the ground mesh spans there): 6 m pixels near the eye, 400 m ones at 60 km.
 */
const BANDS = [
  { radius: 1_500, spacing: 10 },
  { radius: 6_000, spacing: 40 },
  { radius: 20_000, spacing: 120 },
  { radius: TERRAIN_RADIUS, spacing: 500 },
];

/** A box of `radius` metres around a point (a little wider, so the box holds the circle). */
function boxAround(longitude: number, latitude: number, radius: number): GeoBox {
  const dLat = (radius / 110_574) * 1.01;
  const dLon = (radius / (111_320 * Math.cos((latitude * Math.PI) / 180))) * 1.01;
  return { west: longitude - dLon, east: longitude + dLon, south: latitude - dLat, north: latitude + dLat };
}

type LonLat = { longitude: number; latitude: number };

/**
 * The engine's ground: the surface mesh around the current origin, the heights objects and the
 * eye stand on, and where they come from. A new origin gets a flat surface at once (drawn in the
 * first frame), then the full one once the coastline and the terrain tiles are in; `version`
 * changes whenever the heights change, so the engine places its objects again.
 */
export class GroundLayer {
  readonly group = new Group();
  private source: TerrainSource | null = null;
  /** Whether the page has said what the terrain is (setTerrain): until then the ground is not final. */
  private terrainKnown = false;
  private land: Ring[][] | null = null;
  private landFailed = false;
  private mask: LandMask | null = null;
  private origin: LonLat | null = null;
  /** The origin the current mesh was built around. */
  private meshOrigin: LonLat | null = null;
  private token = 0;
  private controller = new AbortController();
  private current: GroundStatus = {
    ground: 'loading',
    terrain: 'none',
    terrainSource: null,
    landSource: null,
    eyeGround: 0,
    triangles: 0,
  };
  /** Changes with every change of the heights the ground answers. */
  version = 0;

  constructor(private readonly onChange: (status: GroundStatus) => void) {
    loadLand().then(
      (polygons) => {
        this.land = polygons;
        this.rebuild();
      },
      () => {
        this.landFailed = true;
        this.rebuild();
      },
    );
  }

  /** How far the ground is, as last reported. */
  get status(): GroundStatus {
    return this.current;
  }

  /** The terrain's sources; without any, the ground is flat at sea level. */
  setTerrain(setting: TerrainSetting) {
    const any = setting.tiles || setting.model || setting.failedModel;
    this.source = any ? createTerrainSource(setting) : null;
    this.terrainKnown = true;
    this.version += 1;
    this.rebuild();
  }

  /** The eye's new place: the ground is built around it. */
  setOrigin(origin: LonLat) {
    if (this.origin?.longitude === origin.longitude && this.origin.latitude === origin.latitude) return;
    this.origin = { ...origin };
    this.mask = null;
    this.version += 1;
    this.rebuild();
  }

  /** Reads the terrain around a place the camera is flying to, so that it is there on arrival. */
  prefetch({ longitude, latitude }: LonLat) {
    const source = this.source;
    if (!source) return;
    for (const band of BANDS)
      void source.prepare(boxAround(longitude, latitude, band.radius), band.spacing, this.controller.signal);
  }

  /** The ground's height at a point, metres above sea level: what objects and the eye stand on. */
  readonly heightAt = (longitude: number, latitude: number): number =>
    groundHeight(this.source?.heightAt(longitude, latitude) ?? null, this.landAt(longitude, latitude));

  private landAt(longitude: number, latitude: number): boolean | null {
    if (!this.mask) return null;
    const { box } = this.mask;
    const inside =
      longitude >= box.west && longitude <= box.east && latitude >= box.south && latitude <= box.north;
    return inside ? this.mask.isLand(longitude, latitude) : null;
  }

  dispose() {
    this.token += 1;
    this.controller.abort();
    this.replace(null);
  }

  /** Builds the ground around the origin: flat first where nothing is ready, then with all it gets. */
  private rebuild() {
    const origin = this.origin;
    if (!origin) return;
    this.token += 1;
    const token = this.token;
    if (this.land && !this.mask)
      this.mask = new LandMask(this.land, boxAround(origin.longitude, origin.latitude, SURFACE_RADIUS));
    const source = this.source;
    const landDone = this.land !== null || this.landFailed;
    const moved = this.meshOrigin !== origin;
    if (moved || !source) {
      // At once: the ground as far as it is known, flat; without terrain that is all there is.
      this.replace(buildSurface(origin, this.mask ? this.sampler(false) : null, FLAT_DETAIL));
      this.meshOrigin = origin;
    }
    this.report(landDone && !source && this.terrainKnown ? 'ready' : 'loading');
    if (!landDone || !source) return;
    Promise.all(
      BANDS.map((band) =>
        source.prepare(
          boxAround(origin.longitude, origin.latitude, band.radius),
          band.spacing,
          this.controller.signal,
        ),
      ),
    ).then(() => {
      if (token !== this.token) return;
      this.version += 1;
      this.replace(buildSurface(origin, this.sampler(true), TERRAIN_DETAIL));
      this.report('ready');
    });
  }

  private sampler(terrain: boolean) {
    return (longitude: number, latitude: number) => {
      const land = this.landAt(longitude, latitude);
      const height = terrain ? this.heightAt(longitude, latitude) : 0;
      return { height, land: land === true };
    };
  }

  private replace(surface: Mesh | null) {
    for (const old of [...this.group.children] as Mesh[]) {
      old.removeFromParent();
      old.geometry.dispose();
      (old.material as { dispose(): void }).dispose();
    }
    if (surface) this.group.add(surface);
  }

  private report(ground: GroundStatus['ground']) {
    const surface = this.group.children[0] as Mesh | undefined;
    const source = this.source;
    this.current = {
      ground,
      terrain: !source ? 'none' : source.failed ? 'failed' : 'ready',
      terrainSource: source?.description ?? null,
      landSource: this.land ? LAND_SOURCE : null,
      eyeGround: this.origin ? this.heightAt(this.origin.longitude, this.origin.latitude) : 0,
      triangles: (surface?.geometry.index?.count ?? 0) / 3,
    };
    this.onChange(this.current);
  }
}
