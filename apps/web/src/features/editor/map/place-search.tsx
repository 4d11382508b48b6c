import { i18n } from '@lingui/core';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import * as geocodeOperations from '@vantage/contracts/api/geocode';
import type { GeocodeResult } from '@vantage/contracts/geocode';
import { useMap } from '@vis.gl/react-maplibre';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '@/lib/api';
import { useClientConfig } from '@/lib/client-config';
import { asksGeocoder, geocoderChoices, placeOf } from '../model/place-search';
import type { Planner } from '../state/use-planner';

/**
 * The map's place search: coordinates in the project's or any listed system, or the name of one
 * of the project's objects; the map moves there. With the operator's geocoder (the client
 * configuration's `geocoder`, decision 202) a name is also sent to `GET /api/geocode`, and its
 * places are listed under the project's own match; choosing one moves the map.
 */
export function PlaceSearch({ planner }: { planner: Planner }) {
  const { current: map } = useMap();
  const geocoderConfigured = useClientConfig().data?.geocoder === true;
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [places, setPlaces] = useState<GeocodeResult[]>([]);
  const [searching, setSearching] = useState(false);
  const asking = useRef<AbortController | null>(null);
  const moveTo = (longitude: number, latitude: number) =>
    map?.flyTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), 14), duration: 0 });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    asking.current?.abort();
    setPlaces([]);
    const query = text.trim();
    const place = placeOf(
      text,
      {
        project: planner.project.data?.defaultCoordinateSystem ?? undefined,
        listed: planner.systems.data?.items ?? [],
      },
      planner.objectList,
    );
    if (place) moveTo(place.longitude, place.latitude);
    const nothing = `Nothing found for “${query}”: type coordinates or the name of an object of this project.`;
    if (!asksGeocoder(text, geocoderConfigured)) {
      setMissing(place ? null : nothing);
      return;
    }
    setMissing(null);
    const controller = new AbortController();
    asking.current = controller;
    setSearching(true);
    try {
      const found = geocoderChoices(
        await api.call(geocodeOperations.geocode, { query: { q: query }, signal: controller.signal }),
      );
      if (controller.signal.aborted) return;
      setPlaces(found);
      if (!place && found.length === 0) setMissing(nothing);
    } catch (error) {
      if (controller.signal.aborted) return;
      setMissing(error instanceof Error ? error.message : String(error));
    } finally {
      if (asking.current === controller) setSearching(false);
    }
  };
  return (
    <search
      aria-label={i18n._('planner.placeSearch.findAPlace')}
      style={{ position: 'absolute', top: 10, right: 52, zIndex: 2, maxWidth: 300 }}
    >
      <form onSubmit={submit}>
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={i18n._('planner.placeSearch.coordinatesOrObjectName')}
            placeholder={i18n._('planner.placeSearch.coordinatesOrObjectName')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <ActionIcon
            type="submit"
            size="md"
            variant="filled"
            loading={searching}
            aria-label={i18n._('planner.placeSearch.find')}
          >
            ⌕
          </ActionIcon>
        </Group>
        {missing ? (
          <Text size="xs" role="status" bg="white" px={4} mt={2}>
            {missing}
          </Text>
        ) : null}
      </form>
      {places.length > 0 ? (
        <ul
          aria-label={i18n._('planner.placeSearch.placesFound')}
          style={{ listStyle: 'none', margin: '2px 0 0', padding: 0, background: 'white' }}
        >
          {places.map((place) => (
            <li key={`${place.name}|${place.longitude}|${place.latitude}`}>
              <Button
                variant="subtle"
                size="compact-xs"
                fullWidth
                justify="start"
                onClick={() => {
                  moveTo(place.longitude, place.latitude);
                  setPlaces([]);
                }}
              >
                {place.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </search>
  );
}
