import { useMap } from '@vis.gl/react-maplibre';
import type { ImageSource, ImageSourceSpecification } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { GridMapImage } from './map-image';

/** Drawn under the plan's objects, so turbines stay visible on it. */
const BELOW = 'planner-areas';

/**
 * An analysis's raster on the planner's map: `pixels` (one per pixel of `image`, resampled to
 * the map's projection by map-image.ts, so it lies where the grid lies) as an image source and
 * a raster layer named `id`, under the plan's objects. A new `image` is shown whole: the map
 * moves to fit it once (a new colouring of the same image keeps the user's view). The map's
 * container carries `data-<testName>` while the layer is on it, for tests.
 */
export function useAnalysisRaster(options: {
  id: string;
  image: GridMapImage | null;
  pixels: Uint8ClampedArray<ArrayBuffer> | null;
  opacity: number;
  testName: string;
  testValue?: string;
}) {
  const { current: mapRef } = useMap();
  const { id, image, pixels, opacity, testName, testValue = 'shown' } = options;

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const apply = () => {
      if (!image || !pixels) {
        if (map.getLayer(id)) map.removeLayer(id);
        if (map.getSource(id)) map.removeSource(id);
        delete map.getContainer().dataset[testName];
        return;
      }
      const { west, south, east, north } = image;
      const coordinates: [[number, number], [number, number], [number, number], [number, number]] = [
        [west, north],
        [east, north],
        [east, south],
        [west, south],
      ];
      const data = new ImageData(pixels, image.width, image.height);
      const existing = map.getSource<ImageSource>(id);
      if (existing) existing.updateImage({ image: data, coordinates });
      else {
        // An image source fed with pixels needs no URL (MapLibre's style specification makes it optional).
        map.addSource(id, { type: 'image', coordinates } as unknown as ImageSourceSpecification);
        map.getSource<ImageSource>(id)?.updateImage({ image: data });
        map.addLayer(
          {
            id,
            type: 'raster',
            source: id,
            paint: {
              'raster-opacity': opacity,
              'raster-fade-duration': 0,
              'raster-resampling': 'nearest',
            },
          },
          map.getLayer(BELOW) ? BELOW : undefined,
        );
      }
      map.getContainer().dataset[testName] = testValue;
    };
    if (map.isStyleLoaded()) apply();
    else map.once('load', apply);
    return () => {
      map.off('load', apply);
    };
  }, [mapRef, id, image, pixels, opacity, testName, testValue]);

  const fitted = useRef<GridMapImage | null>(null);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map || !image || fitted.current === image) return;
    fitted.current = image;
    map.fitBounds(
      [
        [image.west, image.south],
        [image.east, image.north],
      ],
      { padding: 20, duration: 0 },
    );
  }, [mapRef, image]);

  // Leaving the planner takes the layer away with the map.
  useEffect(() => {
    const map = mapRef?.getMap();
    return () => {
      if (!map?.style) return;
      if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(id)) map.removeSource(id);
    };
  }, [mapRef, id]);
}
