import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { geoGridOfBytes } from '@vantage/contracts/studies/geo-grid';
import { gridSampler, type TerrainModelSampler } from '@vantage/contracts/studies/ground-heights';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { terrainModels } from '../../db/schema/index.js';

const gunzipAsync = promisify(gunzip);

/**
 * The project's terrain model as the studies read it (ground-heights.ts), or null when it has
 * none: its stored grid, sampled bilinearly between cell centres exactly as the planner and the
 * viewer sample the same grid, so the API and the screen put a turbine on the same ground.
 */
export async function projectTerrainSampler(
  db: Queryable,
  projectId: number,
): Promise<TerrainModelSampler | null> {
  const [row] = await db
    .select({
      fileName: terrainModels.fileName,
      west: terrainModels.west,
      south: terrainModels.south,
      east: terrainModels.east,
      north: terrainModels.north,
      width: terrainModels.width,
      height: terrainModels.height,
      gridGzip: terrainModels.gridGzip,
    })
    .from(terrainModels)
    .where(eq(terrainModels.projectId, projectId));
  if (!row) return null;
  const { gridGzip, fileName, ...box } = row;
  const grid = geoGridOfBytes(box, new Uint8Array(await gunzipAsync(gridGzip)));
  return { fileName, heightAt: gridSampler(grid) };
}
