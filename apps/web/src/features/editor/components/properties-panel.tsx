import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PlannerObject } from '@vantage/contracts';
import { useEffect, useState } from 'react';
import { KIND_MODULES } from '@/lib/plan/kinds/registry';
import { isProjectWide } from '../model/site-studies';
import { NO_PRESET_TURBINE } from '../model/turbine-models';
import { turbineProblem } from '../model/validation';
import { kindOfObject, OBJECT_TYPES } from '../object-types';
import type { Planner } from '../state/use-planner';
import type { PlannerActions } from '../state/use-planner-actions';
import { CoordinateFields } from './coordinate-fields';
import { DataFields, type DataValues, dataJson, parseData } from './data-fields';
import { lockedTool } from './planner-toolbar';

type Props = { planner: Planner; actions: PlannerActions; spacingText?: string };

/** The selected objects' name, scenario, preset, position and own settings. */
export function PropertiesPanel({ planner, actions, spacingText }: Props) {
  const selected = planner.selected;
  if (selected.length === 0) return null;
  if (selected.length > 1) return <GroupProperties planner={planner} actions={actions} objects={selected} />;
  return (
    <ObjectProperties
      key={selected[0]?.id}
      planner={planner}
      object={selected[0] as PlannerObject}
      spacingText={spacingText}
    />
  );
}

function scenarioOptions(planner: Planner) {
  return planner.scenarioList.map((scenario) => ({ value: String(scenario.id), label: scenario.name }));
}

function presetOptions(planner: Planner, typeId: number) {
  return [
    { value: '', label: typeId === OBJECT_TYPES.turbine.typeId ? NO_PRESET_TURBINE : 'No preset' },
    ...planner.presetList
      .filter((preset) => preset.plannerObjectTypeId === typeId)
      .map((preset) => ({ value: String(preset.id), label: preset.name })),
  ];
}

function ObjectProperties({
  planner,
  object,
  spacingText,
}: {
  planner: Planner;
  object: PlannerObject;
  spacingText?: string;
}) {
  const kind = kindOfObject(object);
  // An object whose kind's module is locked stays, and can be deleted, but takes no change.
  const locked = planner.objectLock(object);
  const readOnly = planner.readOnly !== null || locked !== null;
  const [name, setName] = useState(object.name);
  const [values, setValues] = useState<DataValues>(() => parseData(object.plannerObjectDataJson));
  useEffect(() => {
    setName(object.name);
    setValues(parseData(object.plannerObjectDataJson));
  }, [object.name, object.plannerObjectDataJson]);

  const preset = planner.presetList.find((item) => item.id === object.presetId);
  const presetValues = parseData(preset?.presetDataJson);
  const merged = { ...presetValues, ...values };
  const problem =
    kind === 'turbine'
      ? turbineProblem({
          hubHeight: typeof merged.hubHeight === 'number' ? merged.hubHeight : undefined,
          rotorDiameter: typeof merged.rotorDiameter === 'number' ? merged.rotorDiameter : undefined,
        })
      : (KIND_MODULES[kind].kind.together?.(merged) ?? null);
  const projectWide = isProjectWide(object);
  const changed =
    name.trim() !== object.name ||
    dataJson(object.plannerObjectDataJson, values) !== dataJson(object.plannerObjectDataJson, {});

  const save = (label: string, change: Parameters<Planner['edits']['update']>[1][number]) =>
    void planner.run('The change was not saved', () => planner.edits.update(label, [change]));

  return (
    <Stack gap="sm" component="section" aria-label="Properties">
      <Title order={2} size="h4">
        {OBJECT_TYPES[kind].label}
      </Title>
      {locked ? <Text size="sm">{lockedTool(locked)}</Text> : null}
      {spacingText ? <Text size="sm">{spacingText}</Text> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (problem || name.trim() === '') return;
          save(`Change ${object.name}`, {
            id: object.id,
            name: name.trim(),
            plannerObjectDataJson: dataJson(object.plannerObjectDataJson, values),
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={name}
            maxLength={200}
            disabled={readOnly}
            error={name.trim() === '' ? 'Planner object name must not be empty' : null}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {projectWide ? (
            <Text size="sm">Belongs to the project: every scenario is judged against it.</Text>
          ) : (
            <Select
              label="Scenario"
              data={scenarioOptions(planner)}
              value={String(object.scenarioId)}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) =>
                value &&
                save(`Move ${object.name} to another scenario`, { id: object.id, scenarioId: Number(value) })
              }
            />
          )}
          {projectWide ? null : (
            <Select
              label="Preset"
              data={presetOptions(planner, object.plannerObjectTypeId)}
              value={object.presetId === null ? '' : String(object.presetId)}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) =>
                save(`Change the preset of ${object.name}`, {
                  id: object.id,
                  presetId: value ? Number(value) : null,
                })
              }
            />
          )}
          <Text size="sm" fw={600}>
            {projectWide
              ? 'Settings'
              : `Own settings ${preset ? `(empty: from ${preset.name})` : '(empty: the default)'}`}
          </Text>
          <DataFields
            kind={kind}
            values={values}
            placeholders={presetValues}
            disabled={readOnly}
            problem={problem}
            onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
          />
          {readOnly ? null : (
            <Group>
              <Button type="submit" disabled={!changed || problem !== null || name.trim() === ''}>
                Save changes
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {object.layout === 'Point' ? (
        <CoordinateFields
          planner={planner}
          point={object.points[0]}
          submitLabel="Move here"
          disabled={readOnly}
          onSubmit={(point) => save(`Move ${object.name}`, { id: object.id, points: [point] })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {object.points.length} points. Select "Edit shape" to move, add or remove corners.
        </Text>
      )}
    </Stack>
  );
}

function GroupProperties({
  planner,
  actions,
  objects,
}: {
  planner: Planner;
  actions: PlannerActions;
  objects: PlannerObject[];
}) {
  const locked = objects.map(planner.objectLock).find((detail) => detail !== null) ?? null;
  const readOnly = planner.readOnly !== null;
  const unchangeable = readOnly || locked !== null;
  const typeIds = new Set(objects.map((object) => object.plannerObjectTypeId));
  const [onlyType] = typeIds.size === 1 ? [...typeIds] : [undefined];
  const scenarioIds = new Set(objects.map((object) => object.scenarioId));
  const presetIds = new Set(objects.map((object) => object.presetId));
  const label = `${objects.length} objects`;
  return (
    <Stack gap="sm" component="section" aria-label="Properties">
      <Title order={2} size="h4">
        {objects.length} objects selected
      </Title>
      {locked ? <Text size="sm">{lockedTool(locked)}</Text> : null}
      <Select
        label="Scenario"
        data={scenarioOptions(planner)}
        value={scenarioIds.size === 1 ? String([...scenarioIds][0]) : null}
        placeholder="Several scenarios"
        allowDeselect={false}
        disabled={unchangeable}
        onChange={(value) =>
          value &&
          void planner.run('The change was not saved', () =>
            planner.edits.update(
              `Move ${label} to another scenario`,
              objects.map((object) => ({ id: object.id, scenarioId: Number(value) })),
            ),
          )
        }
      />
      {onlyType === undefined ? (
        <Text size="sm" c="dimmed">
          Presets apply to objects of one kind: select only turbines, only solar fields or only lines.
        </Text>
      ) : (
        <Select
          label="Preset"
          data={presetOptions(planner, onlyType)}
          value={presetIds.size === 1 ? String([...presetIds][0] ?? '') : null}
          placeholder="Several presets"
          allowDeselect={false}
          disabled={unchangeable}
          onChange={(value) =>
            void planner.run('The change was not saved', () =>
              planner.edits.update(
                `Change the preset of ${label}`,
                objects.map((object) => ({ id: object.id, presetId: value ? Number(value) : null })),
              ),
            )
          }
        />
      )}
      {readOnly ? null : (
        <Group>
          <Button variant="default" onClick={actions.copySelection}>
            Copy
          </Button>
          <Button color="red" variant="light" onClick={actions.deleteSelection}>
            Delete {objects.length} objects
          </Button>
        </Group>
      )}
    </Stack>
  );
}
