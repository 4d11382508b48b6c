import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Scenario } from '@vantage/contracts';
import type { CombinedScenarioDraft, PublishDraftAction } from '../publish-draft';

type Props = {
  scenarios: CombinedScenarioDraft[];
  projectScenarios: Scenario[];
  dispatch: (action: PublishDraftAction) => void;
};

/**
 * Spec "/present/{projectId}", Scenarios: each scenario of the presentation combines
 * scenarios of the project (none: the current situation); new ones are "Scenario N" from
 * 3; a delete button only while more than one scenario exists.
 */
export function ScenariosEditor({ scenarios, projectScenarios, dispatch }: Props) {
  const data = projectScenarios.map((s) => ({ value: String(s.id), label: s.name }));
  const canDelete = scenarios.length > 1;
  return (
    <Stack gap="sm">
      {projectScenarios.length === 0 && (
        <Text size="sm" c="dimmed">
          This project has no scenarios yet: only the current situation can be shown.
        </Text>
      )}
      {scenarios.map((scenario, index) => {
        const label = scenario.name.trim() || `scenario ${index + 1}`;
        return (
          <Paper key={scenario.id} withBorder p="sm" radius="md" data-testid="combined-scenario">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label="Name"
                value={scenario.name}
                onChange={(event) =>
                  dispatch({ type: 'renameScenario', id: scenario.id, name: event.currentTarget.value })
                }
                aria-label={`Name of scenario ${index + 1}`}
                style={{ flex: '1 1 180px' }}
              />
              <MultiSelect
                label="Combines"
                placeholder={scenario.scenarioIds.length === 0 ? 'Nothing (current situation)' : undefined}
                data={data}
                value={scenario.scenarioIds.map(String)}
                onChange={(values) =>
                  dispatch({ type: 'combineScenarios', id: scenario.id, scenarioIds: values.map(Number) })
                }
                aria-label={`Scenarios combined in ${label}`}
                nothingFoundMessage="No scenarios"
                clearable
                style={{ flex: '2 1 240px' }}
              />
              {canDelete && (
                <Tooltip label="Delete scenario">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Delete ${label}`}
                    onClick={() => dispatch({ type: 'deleteScenario', id: scenario.id })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => dispatch({ type: 'addScenario' })}
        >
          Add scenario
        </Button>
      </Group>
    </Stack>
  );
}
