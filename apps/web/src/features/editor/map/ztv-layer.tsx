import { Box, Text } from '@mantine/core';
import { useMap } from '@vis.gl/react-maplibre';
import type { ImageSource, ImageSourceSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { ZTV_OPACITY, ztvClasses, ztvPixels } from '@/lib/terrain/ztv-classes';
import type { ZtvOutcome } from '@/lib/terrain/ztv-run';
import { usePlannerZtv } from '../state/ztv-store';

const SOURCE = 'planner-ztv';
const LAYER = 'planner-ztv';
/** Drawn under the plan's objects, so turbines stay visible on it. */
const BELOW = 'planner-areas';

/**
 * The planner's ZTV on the map: the counts in the legend's colours as an image resampled to the
 * map's projection (ztv-map-image.ts), so it lies where the grid lies, with the legend at the
 * top left.
 */
export function ZtvLayer({ projectId }: { projectId: number }) {
  const { current: mapRef } = useMap();
  const ztv = usePlannerZtv(projectId);
  const outcome = ztv.shown ? ztv.outcome : null;
  const classes = useMemo(() => (outcome ? ztvClasses(outcome.turbines) : []), [outcome]);
  const image = useMemo(() => {
    if (!outcome) return null;
    const { width, height, cells } = outcome.map;
    return new ImageData(ztvPixels(outcome[ztv.layer], classes, cells), width, height);
  }, [outcome, ztv.layer, classes]);

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const apply = () => {
      if (!image || !outcome) {
        if (map.getLayer(LAYER)) map.removeLayer(LAYER);
        if (map.getSource(SOURCE)) map.removeSource(SOURCE);
        delete map.getContainer().dataset.ztvLayer;
        return;
      }
      const { west, south, east, north } = outcome.map;
      const coordinates: [[number, number], [number, number], [number, number], [number, number]] = [
        [west, north],
        [east, north],
        [east, south],
        [west, south],
      ];
      const existing = map.getSource<ImageSource>(SOURCE);
      if (existing) existing.updateImage({ image, coordinates });
      else {
        // An image source fed with pixels needs no URL (MapLibre's style specification makes it optional).
        map.addSource(SOURCE, { type: 'image', coordinates } as unknown as ImageSourceSpecification);
        map.getSource<ImageSource>(SOURCE)?.updateImage({ image });
        map.addLayer(
          {
            id: LAYER,
            type: 'raster',
            source: SOURCE,
            paint: {
              'raster-opacity': ZTV_OPACITY,
              'raster-fade-duration': 0,
              'raster-resampling': 'nearest',
            },
          },
          map.getLayer(BELOW) ? BELOW : undefined,
        );
      }
      // For tests: the layer is on the map, and which.
      map.getContainer().dataset.ztvLayer = ztv.layer;
    };
    if (map.isStyleLoaded()) apply();
    else map.once('load', apply);
    return () => {
      map.off('load', apply);
    };
  }, [mapRef, image, outcome, ztv.layer]);

  // A new result is shown whole: the map moves to fit it once (switching layers or hiding and
  // showing it keeps the user's view).
  const fitted = useRef<ZtvOutcome | null>(null);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map || !outcome || fitted.current === outcome) return;
    fitted.current = outcome;
    const { west, south, east, north } = outcome.map;
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 20, duration: 0 },
    );
  }, [mapRef, outcome]);

  // Leaving the planner takes the layer away with the map; leaving the project clears it.
  useEffect(() => {
    const map = mapRef?.getMap();
    return () => {
      if (!map?.style) return;
      if (map.getLayer(LAYER)) map.removeLayer(LAYER);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [mapRef]);

  if (!outcome) return null;
  return (
    <Box
      component="section"
      aria-labelledby="planner-ztv-legend-title"
      pos="absolute"
      top={10}
      left={10}
      p="xs"
      maw={240}
      bg="white"
      style={{ zIndex: 2, borderRadius: 'var(--mantine-radius-sm)', boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      <Text id="planner-ztv-legend-title" size="sm" fw={700}>
        Turbines visible ({ztv.layer === 'tips' ? 'blade tips' : 'hubs'})
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {classes.map((item) => (
          <Box component="li" key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Box
              aria-hidden
              w={14}
              h={14}
              style={{ background: item.color, opacity: ZTV_OPACITY, borderRadius: 2, flex: 'none' }}
            />
            <Text size="sm">{item.label}</Text>
          </Box>
        ))}
      </Box>
      <Text size="xs" mt={4}>
        Theoretical: bare ground, no buildings or trees.
      </Text>
      {outcome.terrain === null ? <Text size="xs">No terrain: on a sea-level sphere.</Text> : null}
    </Box>
  );
}
