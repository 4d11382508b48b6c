import { i18n } from '@lingui/core';
import { NativeSelect, Paper, Stack, Text } from '@mantine/core';
import {
  type PlannerObject,
  type PlannerPoint,
  plannerDataOf,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
} from '@vantage/contracts';
import { Marker } from '@vis.gl/react-maplibre';
import type { CSSProperties } from 'react';
import { receptorCategory } from '@/lib/plan/kinds/receptor';
import { roleOf } from '@/lib/plan/kinds/registry';
import { RECEPTOR_MARKS } from '@/lib/plan/object-specs';
import { receptorCategoryText } from '../i18n/catalogue-words';
import type { Planner } from '../state/use-planner';

const SWATCH: CSSProperties = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 16,
  height: 16,
  borderRadius: '50%',
  color: '#ffffff',
  fontSize: 10,
  fontWeight: 700,
  lineHeight: 1,
  border: '1.5px solid #ffffff',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
};

function Swatch({ category }: { category: ReceptorCategory }) {
  const mark = RECEPTOR_MARKS[category];
  return (
    <span aria-hidden style={{ ...SWATCH, background: mark.color }}>
      {mark.letter}
    </span>
  );
}

/**
 * The receptors' categories by colour and letter, over the map while the plan has receptors or
 * the receptor tool is chosen; with that tool, the category its next receptors get.
 */
export function MapLegend({ planner }: { planner: Planner }) {
  const placing = planner.tool === 'receptor' && planner.readOnly === null;
  const present = new Set(
    planner.objectList
      .filter((object) => roleOf(object) === 'receptor')
      .map((object) => receptorCategory(plannerDataOf(object.plannerObjectDataJson))),
  );
  if (!placing && present.size === 0) return null;
  const shown = placing ? RECEPTOR_CATEGORIES : RECEPTOR_CATEGORIES.filter((c) => present.has(c));
  return (
    <Paper
      shadow="xs"
      p={8}
      withBorder
      style={{ position: 'absolute', left: 10, top: 10, zIndex: 2, maxWidth: 220 }}
      component="section"
      aria-label={i18n._('planner.mapLegend.receptorsLegend')}
    >
      <Stack gap={4}>
        {placing ? (
          <NativeSelect
            size="xs"
            label={i18n._('planner.mapLegend.categoryOfNewReceptors')}
            value={planner.receptorCategory}
            data={RECEPTOR_CATEGORIES.map((value) => ({ value, label: receptorCategoryText(value) }))}
            onChange={(event) => planner.setReceptorCategory(event.currentTarget.value as ReceptorCategory)}
          />
        ) : (
          <Text size="xs" fw={600}>
            {i18n._('planner.mapLegend.receptors')}
          </Text>
        )}
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {shown.map((category) => (
            <li key={category} style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 12 }}>
              <Swatch category={category} />
              {receptorCategoryText(category)}
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/**
 * Each receptor's letter on its mark, so the categories are told apart without colour vision;
 * HTML markers as the spacing labels (no glyphs needed from the style), only for the few in view
 * at site zooms (`objects`: the points the map labels).
 */
export function ReceptorLetters({ objects }: { objects: readonly PlannerObject[] }) {
  return objects
    .filter((object) => roleOf(object) === 'receptor')
    .map((object) => {
      const at = object.points[0] as PlannerPoint;
      const mark = RECEPTOR_MARKS[receptorCategory(plannerDataOf(object.plannerObjectDataJson))];
      return (
        <Marker
          key={object.id}
          longitude={at.longitude}
          latitude={at.latitude}
          anchor="center"
          style={{ pointerEvents: 'none' }}
        >
          <span aria-hidden style={{ color: '#ffffff', fontSize: 9, fontWeight: 700, lineHeight: 1 }}>
            {mark.letter}
          </span>
        </Marker>
      );
    });
}
