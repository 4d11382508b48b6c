import { i18n } from '@lingui/core';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { noPresetTurbine, TURBINE_MODELS, turbineModelLabel } from '../model/turbine-models';
import { FIELDS, fieldProblem, turbineProblem } from '../model/validation';
import type { TurbinePresetChoice } from '../state/use-turbine-preset';
import { DataFields, type DataValues } from './data-fields';

const OWN = 'own';
const NONE = 'none';

function ownProblem(name: string, values: DataValues): string | null {
  if (name.trim() === '') return i18n._('planner.presetProblem.nameEmpty');
  for (const field of FIELDS.turbine) {
    const value = values[field.key];
    if (value !== undefined && value !== '') {
      const problem = fieldProblem('turbine', field.key, value);
      if (problem) return problem;
    }
  }
  const { hubHeight, rotorDiameter } = values;
  if (typeof hubHeight !== 'number' || typeof rotorDiameter !== 'number')
    return i18n._('planner.turbinePresetDialog.giveHubAndRotor');
  return turbineProblem({ hubHeight, rotorDiameter });
}

/**
 * Asked when a project's first turbine is placed and the project has no turbine preset yet:
 * which model it is. A listed model or one's own becomes the project's preset, and the turbines
 * placed after it take the same; "No preset" places the viewer's default machine.
 */
export function TurbinePresetDialog({
  onAnswer,
}: {
  onAnswer: (choice: TurbinePresetChoice | null) => void;
}) {
  const [picked, setPicked] = useState<string>(TURBINE_MODELS[0]?.name ?? NONE);
  const [name, setName] = useState('');
  const [values, setValues] = useState<DataValues>({});
  const problem = picked === OWN ? ownProblem(name, values) : null;

  const answer = () => {
    if (problem) return;
    if (picked === NONE) return onAnswer({ kind: 'none' });
    if (picked === OWN) return onAnswer({ kind: 'own', name: name.trim(), values });
    const model = TURBINE_MODELS.find((item) => item.name === picked);
    if (model) onAnswer({ kind: 'model', model });
  };

  return (
    <Modal
      opened
      onClose={() => onAnswer(null)}
      title={i18n._('planner.turbinePresetDialog.whichTurbineIsThis')}
      size="lg"
    >
      <form
        aria-label={i18n._('planner.turbinePresetDialog.turbineModel')}
        onSubmit={(event) => {
          event.preventDefault();
          answer();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{i18n._('planner.turbinePresetDialog.theProjectHasNo')}</Text>
          <Radio.Group
            label={i18n._('planner.turbinePresetDialog.turbineModel')}
            value={picked}
            onChange={setPicked}
          >
            <Stack gap={6} mt={4}>
              {TURBINE_MODELS.map((model) => (
                <Radio key={model.name} value={model.name} label={turbineModelLabel(model)} />
              ))}
              <Radio value={OWN} label={i18n._('planner.turbinePresetDialog.anotherModelCreateA')} />
              <Radio value={NONE} label={noPresetTurbine()} />
            </Stack>
          </Radio.Group>
          {picked === OWN ? (
            <Stack gap="xs">
              <TextInput
                label={i18n._('planner.turbinePresetDialog.presetName')}
                value={name}
                maxLength={200}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <DataFields
                kind="turbine"
                values={values}
                problem={name.trim() === '' ? null : problem}
                onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
              />
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onAnswer(null)}>
              {i18n._('planner.turbinePresetDialog.cancel')}
            </Button>
            <Button type="submit" disabled={problem !== null}>
              {i18n._('planner.turbinePresetDialog.placeTurbine')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
