import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-10m.json?url';
import type { Ring } from './land-mask';

/**
 * Natural Earth's land at 1:10m (the `world-atlas` package, as the server's offline basemap
 * uses it): a file of the build (about 3 MB, some 700 KB compressed), fetched by the 3D engine
 * after its first frame rather than bundled, so that the viewer's first load stays within its
 * budget and the view works offline. Its coastline is good to a few hundred metres.
 */
export const LAND_SOURCE = 'Natural Earth 1:10m coastlines';

let land: Promise<Ring[][]> | null = null;

/** The land polygons, each a list of rings ([longitude, latitude] pairs); loaded once per engine. */
export function loadLand(): Promise<Ring[][]> {
  land ??= fetch(landUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`the land polygons answered ${response.status}`);
      return response.json() as Promise<Topology>;
    })
    .then((topology) => {
      const polygons: Ring[][] = [];
      for (const { geometry } of feature(topology, topology.objects.land as GeometryCollection).features) {
        if (geometry.type === 'Polygon') polygons.push(geometry.coordinates as unknown as Ring[]);
        else if (geometry.type === 'MultiPolygon')
          polygons.push(...(geometry.coordinates as unknown as Ring[][]));
      }
      return polygons;
    })
    .catch((error: unknown) => {
      // A later viewpoint may try again (the connection may be back).
      land = null;
      throw error;
    });
  return land;
}
