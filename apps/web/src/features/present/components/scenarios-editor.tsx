import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const data = projectScenarios.map((s) => ({ value: String(s.id), label: s.name }));
  const canDelete = scenarios.length > 1;
  return (
    <Stack gap="sm">
      {projectScenarios.length === 0 && (
        <Text size="sm" c="dimmed">
          {i18n._('dash.scenarios.none')}
        </Text>
      )}
      {scenarios.map((scenario, index) => {
        const label = scenario.name.trim() || i18n._('dash.scenarios.numbered', { number: index + 1 });
        return (
          <Paper key={scenario.id} withBorder p="sm" radius="md" data-testid="combined-scenario">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label={i18n._('dash.members.name')}
                value={scenario.name}
                onChange={(event) =>
                  dispatch({ type: 'renameScenario', id: scenario.id, name: event.currentTarget.value })
                }
                aria-label={i18n._('dash.scenarios.nameOf', { number: index + 1 })}
                style={{ flex: '1 1 180px' }}
              />
              <MultiSelect
                label={i18n._('dash.scenarios.combines')}
                placeholder={scenario.scenarioIds.length === 0 ? i18n._('dash.scenarios.nothing') : undefined}
                data={data}
                value={scenario.scenarioIds.map(String)}
                onChange={(values) =>
                  dispatch({ type: 'combineScenarios', id: scenario.id, scenarioIds: values.map(Number) })
                }
                aria-label={i18n._('dash.scenarios.combinedIn', { name: label })}
                nothingFoundMessage={i18n._('dash.scenarios.noScenarios')}
                clearable
                style={{ flex: '2 1 240px' }}
              />
              {canDelete && (
                <Tooltip label={i18n._('dash.scenarios.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={i18n._('dash.crs.deleteNamed', { name: label })}
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
          {i18n._('dash.scenarios.add')}
        </Button>
      </Group>
    </Stack>
  );
}
