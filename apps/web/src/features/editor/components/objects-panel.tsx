import { i18n } from '@lingui/core';
import { Badge, Button, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { PlannerObject } from '@vantage/contracts';
import { memo, useCallback, useMemo, useState } from 'react';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import type { SpacingLabel } from '../map/spacing-labels';
import { kindOfObject, OBJECT_KINDS, OBJECT_TYPES, type ObjectKind } from '../object-types';
import { changeMarkOf, useChangeMarks } from '../state/change-marks';
import type { Planner } from '../state/use-planner';
import type { PlannerActions } from '../state/use-planner-actions';
import { ConstraintLayersSection } from './constraint-layers-section';
import { CoordinateFields } from './coordinate-fields';
import { MapLayersSection } from './map-layers-section';
import { SiteBoundaryFlags } from './site-boundary-flags';

type Props = {
  planner: Planner;
  actions: PlannerActions;
  spacing: ReadonlyMap<number, SpacingLabel>;
  tooClose: readonly PlannerObject[];
  minSpacing: number;
  onMinSpacing: (value: number) => void;
};

/**
 * The objects as a list: the map's text alternative, keyboard-reachable (a button per object
 * selects it; Shift adds it to the selection), with the spacing problems and typed entry.
 */
export function ObjectsPanel({ planner, actions, spacing, tooClose, minSpacing, onMinSpacing }: Props) {
  const [spacingDraft, setSpacingDraft] = useState<NumberFieldValue>(minSpacing);
  const marks = useChangeMarks();
  const locked = planner.readOnly ?? planner.limitMessage;
  const { setSelection } = planner;
  const select = useCallback(
    (id: number, additive: boolean) =>
      setSelection((current) => {
        if (!additive) return new Set([id]);
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [setSelection],
  );
  const tooCloseIds = useMemo(() => new Set(tooClose.map((object) => object.id)), [tooClose]);
  // Each object's kind asked once, not once per kind: the list renders on every change of the plan.
  const byKind = useMemo(() => {
    const groups = new Map<ObjectKind, PlannerObject[]>();
    for (const object of planner.visibleObjects) {
      const kind = kindOfObject(object);
      const group = groups.get(kind);
      if (group) group.push(object);
      else groups.set(kind, [object]);
    }
    return groups;
  }, [planner.visibleObjects]);

  return (
    <Stack gap="md">
      <section aria-labelledby="planner-spacing-title">
        <Title order={2} size="h5" id="planner-spacing-title">
          {i18n._('planner.objectsPanel.turbineSpacing')}
        </Title>
        <NumberField
          label={i18n._('planner.objectsPanel.minimumSpacingRotorDiameters')}
          value={spacingDraft}
          min={1}
          max={15}
          step={0.5}
          decimalScale={1}
          disabled={planner.readOnly !== null}
          onChange={setSpacingDraft}
          onBlur={() => {
            if (typeof spacingDraft === 'number' && spacingDraft >= 1 && spacingDraft <= 15)
              onMinSpacing(spacingDraft);
          }}
        />
        {tooClose.length === 0 ? (
          <Text size="sm" mt={4}>
            {i18n._('planner.objectsPanel.noTurbineIsCloser', { minSpacing })}
          </Text>
        ) : (
          <Stack gap={2} mt={4}>
            <Text size="sm" c="red.8" fw={600}>
              {i18n._('planner.objectsPanel.tooClose', { count: tooClose.length, minSpacing })}
            </Text>
            <ul
              aria-label={i18n._('planner.objectsPanel.turbinesTooClose')}
              style={{ margin: 0, paddingLeft: 18 }}
            >
              {tooClose.map((object) => (
                <li key={object.id}>
                  <UnstyledButton
                    onClick={(event) => select(object.id, event.shiftKey)}
                    style={{ textDecoration: 'underline' }}
                  >
                    {object.name}: {spacing.get(object.id)?.text}
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </section>
      <SiteBoundaryFlags planner={planner} />
      <ConstraintLayersSection planner={planner} />
      <MapLayersSection planner={planner} />
      <section aria-labelledby="planner-objects-title">
        <Title order={2} size="h5" id="planner-objects-title">
          {i18n._('planner.objectsPanel.objects', { count: planner.visibleObjects.length })}
        </Title>
        {planner.visibleObjects.length === 0 ? (
          <Text size="sm" c="dimmed">
            {planner.objectList.length === 0
              ? i18n._('planner.objectsPanel.nothingPlannedYetChoose')
              : i18n._('planner.objectsPanel.everyScenarioIsHidden')}
          </Text>
        ) : (
          OBJECT_KINDS.map((kind) => {
            const ofKind = byKind.get(kind);
            if (!ofKind) return null;
            return (
              <Stack key={kind} gap={2} mt="xs">
                <Text size="sm" fw={600}>
                  {OBJECT_TYPES[kind].plural} ({ofKind.length})
                </Text>
                <ul
                  aria-label={OBJECT_TYPES[kind].plural}
                  style={{ margin: 0, padding: 0, listStyle: 'none' }}
                >
                  {ofKind.slice(0, 500).map((object) => (
                    <ObjectRow
                      key={object.id}
                      object={object}
                      selected={planner.selection.has(object.id)}
                      spacingText={spacing.get(object.id)?.text}
                      tooClose={tooCloseIds.has(object.id)}
                      changedBy={changeMarkOf(marks, 'plannerObject', object.id)}
                      onSelect={select}
                    />
                  ))}
                </ul>
                {ofKind.length > 500 ? (
                  <Text size="xs" c="dimmed">
                    {i18n._('planner.objectsPanel.andMore', { count: ofKind.length - 500 })}
                  </Text>
                ) : null}
              </Stack>
            );
          })
        )}
      </section>
      <section aria-labelledby="planner-add-title">
        <Title order={2} size="h5" id="planner-add-title">
          {i18n._('planner.objectsPanel.addATurbineAt')}
        </Title>
        {locked ? (
          <Text size="sm" c="dimmed">
            {locked}
          </Text>
        ) : (
          <CoordinateFields
            planner={planner}
            submitLabel={i18n._('planner.objectsPanel.addTurbine')}
            onSubmit={(point) => void actions.add('turbine', [point])}
          />
        )}
        {planner.selected.length > 0 && planner.readOnly === null ? (
          <Button mt="xs" variant="subtle" color="red" onClick={actions.deleteSelection}>
            {i18n._('planner.objectsPanel.deleteSelected', { count: planner.selected.length })}
          </Button>
        ) : null}
      </section>
    </Stack>
  );
}

type RowProps = {
  object: PlannerObject;
  selected: boolean;
  spacingText: string | undefined;
  tooClose: boolean;
  changedBy: string | undefined;
  onSelect: (id: number, additive: boolean) => void;
};

/**
 * One object of the list. Memoised with plain props: a placed turbine or a new selection then
 * renders the rows that changed, not all 500 of them (each a few Mantine components).
 */
const ObjectRow = memo(function ObjectRow({
  object,
  selected,
  spacingText,
  tooClose,
  changedBy,
  onSelect,
}: RowProps) {
  return (
    <li>
      <UnstyledButton
        w="100%"
        px={6}
        py={2}
        aria-pressed={selected}
        onClick={(event) => onSelect(object.id, event.shiftKey)}
        style={{ borderRadius: 4, background: selected ? 'var(--mantine-color-blue-1)' : undefined }}
      >
        <Text size="sm" span>
          {object.name}
        </Text>
        {spacingText ? (
          <Badge ml={6} size="sm" variant="light" color={tooClose ? 'red' : 'gray'}>
            {spacingText}
          </Badge>
        ) : null}
        {changedBy ? (
          <Badge ml={6} size="sm" variant="light" color="violet" tt="none">
            {i18n._('planner.objectsPanel.changedBy', { changedBy })}
          </Badge>
        ) : null}
      </UnstyledButton>
    </li>
  );
});
