import type { StyleSpecification } from 'maplibre-gl';

/**
 * The planner's own basemap: land, sea and country borders from Natural Earth, cut into vector
 * tiles by the server (`GET /api/basemap/{z}/{x}/{y}`, layers `land` and `borders`), so that
 * the map works on an installation without any network beyond its own. No labels: a label
 * layer would need glyphs from a font server. An operator's style (MAP_STYLE_URL) replaces it.
 *
 * Colours: sea and land differ clearly in lightness so that a coast reads without colour
 * vision; borders are darker than both.
 */
export function basemapStyle(origin: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${origin}/api/basemap/{z}/{x}/{y}`],
        minzoom: 0,
        maxzoom: 10,
        attribution,
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#b9d3e6' } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'land',
        paint: { 'fill-color': '#f1efe6', 'fill-outline-color': '#8da9bd' },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: {
          'line-color': '#7b6f8f',
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 10, 1.6],
        },
      },
    ],
  };
}
