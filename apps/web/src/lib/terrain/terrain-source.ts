import type { GeoBox } from './height-grid';

/**
 * Where the pages get ground heights from: a project's own terrain model inside its extent,
 * else the operator's terrain tiles (through the server's proxy), else nothing (sea level).
 * The viewer, the planner's preview and the ZTV all read heights through this.
 */
export interface TerrainSource {
  /**
   * Loads what answering heights inside `box` at about `metresPerSample` apart needs (tiles
   * at the matching zoom, the project's grid). Resolves when done; a source that fails leaves
   * those points unknown rather than rejecting, and `failed` says so.
   */
  prepare(box: GeoBox, metresPerSample: number, signal?: AbortSignal): Promise<void>;
  /** The ground's height in metres above sea level; null where no prepared source knows it. */
  heightAt(longitude: number, latitude: number): number | null;
  /** Which source answers, in words for the facts panel and image captions; null when none. */
  readonly description: string | null;
  /** True after a source that exists could not be read (it timed out, answered an error). */
  readonly failed: boolean;
}
