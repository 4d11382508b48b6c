import { i18n } from '@lingui/core';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PlannerObject } from '@vantage/contracts';
import { useEffect, useState } from 'react';
import { KIND_MODULES } from '@/lib/plan/kinds/registry';
import { isProjectWide } from '../model/site-studies';
import { noPresetTurbine } from '../model/turbine-models';
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
    {
      value: '',
      label:
        typeId === OBJECT_TYPES.turbine.typeId
          ? noPresetTurbine()
          : i18n._('planner.propertiesPanel.noPreset'),
    },
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
    void planner.run(i18n._('planner.propertiesPanel.theChangeWasNot'), () =>
      planner.edits.update(label, [change]),
    );

  return (
    <Stack gap="sm" component="section" aria-label={i18n._('planner.propertiesPanel.properties')}>
      <Title order={2} size="h4">
        {OBJECT_TYPES[kind].label}
      </Title>
      {locked ? <Text size="sm">{lockedTool(locked)}</Text> : null}
      {spacingText ? <Text size="sm">{spacingText}</Text> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (problem || name.trim() === '') return;
          save(i18n._('planner.propertiesPanel.change', { name: object.name }), {
            id: object.id,
            name: name.trim(),
            plannerObjectDataJson: dataJson(object.plannerObjectDataJson, values),
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={i18n._('planner.propertiesPanel.name')}
            value={name}
            maxLength={200}
            disabled={readOnly}
            error={name.trim() === '' ? i18n._('planner.propertiesPanel.plannerObjectNameMust') : null}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {projectWide ? (
            <Text size="sm">{i18n._('planner.propertiesPanel.belongsToTheProject')}</Text>
          ) : (
            <Select
              label={i18n._('planner.propertiesPanel.scenario')}
              data={scenarioOptions(planner)}
              value={String(object.scenarioId)}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) =>
                value &&
                save(i18n._('planner.propertiesPanel.moveToAnotherScenario', { name: object.name }), {
                  id: object.id,
                  scenarioId: Number(value),
                })
              }
            />
          )}
          {projectWide ? null : (
            <Select
              label={i18n._('planner.propertiesPanel.preset')}
              data={presetOptions(planner, object.plannerObjectTypeId)}
              value={object.presetId === null ? '' : String(object.presetId)}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) =>
                save(i18n._('planner.propertiesPanel.changeThePresetOf', { name: object.name }), {
                  id: object.id,
                  presetId: value ? Number(value) : null,
                })
              }
            />
          )}
          <Text size="sm" fw={600}>
            {projectWide
              ? i18n._('planner.propertiesPanel.settings')
              : preset
                ? i18n._('planner.propertiesPanel.ownSettingsPreset', { name: preset.name })
                : i18n._('planner.propertiesPanel.ownSettingsDefault')}
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
                {i18n._('planner.propertiesPanel.saveChanges')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {object.layout === 'Point' ? (
        <CoordinateFields
          planner={planner}
          point={object.points[0]}
          submitLabel={i18n._('planner.propertiesPanel.moveHere')}
          disabled={readOnly}
          onSubmit={(point) =>
            save(i18n._('planner.propertiesPanel.move', { name: object.name }), {
              id: object.id,
              points: [point],
            })
          }
        />
      ) : (
        <Text size="sm" c="dimmed">
          {i18n._('planner.propertiesPanel.pointsSelectEditShape', { count: object.points.length })}
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
    <Stack gap="sm" component="section" aria-label={i18n._('planner.propertiesPanel.properties')}>
      <Title order={2} size="h4">
        {i18n._('planner.propertiesPanel.objectsSelected', { count: objects.length })}
      </Title>
      {locked ? <Text size="sm">{lockedTool(locked)}</Text> : null}
      <Select
        label={i18n._('planner.propertiesPanel.scenario')}
        data={scenarioOptions(planner)}
        value={scenarioIds.size === 1 ? String([...scenarioIds][0]) : null}
        placeholder={i18n._('planner.propertiesPanel.severalScenarios')}
        allowDeselect={false}
        disabled={unchangeable}
        onChange={(value) =>
          value &&
          void planner.run(i18n._('planner.propertiesPanel.theChangeWasNot'), () =>
            planner.edits.update(
              i18n._('planner.propertiesPanel.moveToAnotherScenario2', { label }),
              objects.map((object) => ({ id: object.id, scenarioId: Number(value) })),
            ),
          )
        }
      />
      {onlyType === undefined ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.propertiesPanel.presetsApplyToObjects')}
        </Text>
      ) : (
        <Select
          label={i18n._('planner.propertiesPanel.preset')}
          data={presetOptions(planner, onlyType)}
          value={presetIds.size === 1 ? String([...presetIds][0] ?? '') : null}
          placeholder={i18n._('planner.propertiesPanel.severalPresets')}
          allowDeselect={false}
          disabled={unchangeable}
          onChange={(value) =>
            void planner.run(i18n._('planner.propertiesPanel.theChangeWasNot'), () =>
              planner.edits.update(
                i18n._('planner.propertiesPanel.changeThePresetOf2', { label }),
                objects.map((object) => ({ id: object.id, presetId: value ? Number(value) : null })),
              ),
            )
          }
        />
      )}
      {readOnly ? null : (
        <Group>
          <Button variant="default" onClick={actions.copySelection}>
            {i18n._('planner.propertiesPanel.copy')}
          </Button>
          <Button color="red" variant="light" onClick={actions.deleteSelection}>
            {i18n._('planner.propertiesPanel.deleteObjects', { count: objects.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
