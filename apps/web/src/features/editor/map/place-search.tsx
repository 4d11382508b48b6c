import { i18n } from '@lingui/core';
import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { useMap } from '@vis.gl/react-maplibre';
import { type FormEvent, useState } from 'react';
import { placeOf } from '../model/place-search';
import type { Planner } from '../state/use-planner';

/**
 * The map's place search: coordinates in the project's or any listed system, or the name of one
 * of the project's objects; the map moves there. (No geocoder yet: decision 202.)
 */
export function PlaceSearch({ planner }: { planner: Planner }) {
  const { current: map } = useMap();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = placeOf(
      text,
      {
        project: planner.project.data?.defaultCoordinateSystem ?? undefined,
        listed: planner.systems.data?.items ?? [],
      },
      planner.objectList,
    );
    if (!place) {
      setMissing(
        `Nothing found for “${text.trim()}”: type coordinates or the name of an object of this project.`,
      );
      return;
    }
    setMissing(null);
    map?.flyTo({ center: [place.longitude, place.latitude], zoom: Math.max(map.getZoom(), 14), duration: 0 });
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
    </search>
  );
}
