import { i18n } from '@lingui/core';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Preset } from '@vantage/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { FIELDS, fieldProblem, turbineProblem } from '../model/validation';
import { kindOfType, OBJECT_KINDS, OBJECT_TYPES, type ObjectKind } from '../object-types';
import type { Planner } from '../state/use-planner';
import { DataFields, type DataValues, dataJson, parseData } from './data-fields';

/** A preset being made or changed; `version` is the one its form was opened on. */
type Draft = { id: number | null; version?: number; kind: ObjectKind; name: string; values: DataValues };

function problemOf(draft: Draft): string | null {
  if (draft.name.trim() === '') return i18n._('planner.presetProblem.nameEmpty');
  for (const field of FIELDS[draft.kind]) {
    const value = draft.values[field.key];
    if (value !== undefined && value !== '') {
      const problem = fieldProblem(draft.kind, field.key, value);
      if (problem) return problem;
    }
  }
  if (draft.kind === 'turbine') {
    const { hubHeight, rotorDiameter } = draft.values;
    return turbineProblem({
      hubHeight: typeof hubHeight === 'number' ? hubHeight : undefined,
      rotorDiameter: typeof rotorDiameter === 'number' ? rotorDiameter : undefined,
    });
  }
  return null;
}

/** The project's presets: turbine models, solar settings, line and cable settings. */
export function PresetsPanel({ planner }: { planner: Planner }) {
  const calls = planner.calls.presets;
  const readOnly = planner.readOnly !== null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const problem = draft ? problemOf(draft) : null;

  const attempt = async (title: string, work: () => Promise<unknown>) => {
    try {
      await work();
      return true;
    } catch (error) {
      notifyError({ title, message: errorMessage(error) });
      return false;
    }
  };
  const edit = (preset: Preset) =>
    setDraft({
      id: preset.id,
      version: preset.version,
      kind: kindOfType(preset.plannerObjectTypeId) ?? 'turbine',
      name: preset.name,
      values: parseData(preset.presetDataJson),
    });

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {i18n._('planner.presetsPanel.presets')}
      </Title>
      {planner.presetList.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.presetsPanel.noPresetsYetA')}
        </Text>
      ) : (
        <ul
          aria-label={i18n._('planner.presetsPanel.presets')}
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {planner.presetList.map((preset) => {
            const kind = kindOfType(preset.plannerObjectTypeId);
            const users = planner.objectList.filter((object) => object.presetId === preset.id).length;
            return (
              <li key={preset.id}>
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="sm">
                    {preset.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {i18n._('planner.presetsPanel.usedBy', {
                        type: kind
                          ? OBJECT_TYPES[kind].label
                          : i18n._('planner.presetsPanel.type', {
                              plannerObjectTypeId: preset.plannerObjectTypeId,
                            }),
                        users,
                      })}
                    </Text>
                  </Text>
                  {readOnly ? null : (
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={i18n._('planner.presetsPanel.editPreset', { name: preset.name })}
                        onClick={() => edit(preset)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={i18n._('planner.presetsPanel.deletePreset', { name: preset.name })}
                        onClick={() =>
                          void attempt(i18n._('planner.presetsPanel.thePresetWasNot'), () =>
                            calls.remove(preset.id),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      {readOnly ? null : draft ? (
        <form
          aria-label={
            draft.id === null
              ? i18n._('planner.presetsPanel.newPreset')
              : i18n._('planner.presetsPanel.editPreset', { name: draft.name })
          }
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            const body = {
              name: draft.name.trim(),
              presetDataJson: dataJson(
                draft.id === null ? '{}' : planner.presetList.find((p) => p.id === draft.id)?.presetDataJson,
                draft.values,
              ),
            };
            void attempt(i18n._('planner.presetsPanel.thePresetWasNot2'), async () => {
              if (draft.id === null)
                await calls.create({ ...body, plannerObjectTypeId: OBJECT_TYPES[draft.kind].typeId });
              else {
                const listed = planner.presetList.find((p) => p.id === draft.id);
                if (!listed) throw new Error('This preset has been deleted meanwhile.');
                await calls.update(listed, body, draft.version);
              }
            }).then((saved) => saved && setDraft(null));
          }}
        >
          <Stack gap="xs">
            <Select
              label={i18n._('planner.presetsPanel.for')}
              data={OBJECT_KINDS.map((kind) => ({ value: kind, label: OBJECT_TYPES[kind].plural }))}
              value={draft.kind}
              allowDeselect={false}
              disabled={draft.id !== null}
              onChange={(value) => value && setDraft({ ...draft, kind: value as ObjectKind, values: {} })}
            />
            <TextInput
              label={i18n._('planner.presetsPanel.presetName')}
              value={draft.name}
              maxLength={200}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            />
            <DataFields
              kind={draft.kind}
              values={draft.values}
              problem={draft.name.trim() === '' ? null : problem}
              onChange={(key, value) => setDraft({ ...draft, values: { ...draft.values, [key]: value } })}
            />
            <Group>
              <Button type="submit" disabled={problem !== null}>
                {draft.id === null
                  ? i18n._('planner.presetsPanel.createPreset')
                  : i18n._('planner.presetsPanel.savePreset')}
              </Button>
              <Button variant="default" onClick={() => setDraft(null)}>
                {i18n._('planner.presetsPanel.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button
            variant="light"
            onClick={() => setDraft({ id: null, kind: 'turbine', name: '', values: {} })}
          >
            {i18n._('planner.presetsPanel.newPreset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
