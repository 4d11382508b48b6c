import { useLingui } from '@lingui/react';
import { Alert, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PublishDraftAction, PublishDraftState } from '../publish-draft';

type Props = {
  state: PublishDraftState;
  dispatch: (action: PublishDraftAction) => void;
  /** Every message that stops publishing, in the form's order. */
  messages: string[];
};

/**
 * Spec "/present/{projectId}", Final checks: the default viewpoint and default scenario,
 * and every rule message of section 5 that still holds.
 */
export function FinalChecks({ state, dispatch, messages }: Props) {
  const { i18n } = useLingui();
  const viewpoints = state.viewpoints
    .filter((v) => v.included)
    .map((v) => ({ value: String(v.id), label: v.name.trim() || v.sourceName }));
  const scenarios = state.scenarios.map((s, index) => ({
    value: String(s.id),
    label: s.name.trim() || i18n._('dash.publish.unnamedScenario', { number: index + 1 }),
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={i18n._('dash.publish.defaultViewpoint')}
          required
          placeholder={i18n._('dash.publish.chooseViewpoint')}
          data={viewpoints}
          value={state.defaultViewpoint === null ? null : String(state.defaultViewpoint)}
          onChange={(value) => dispatch({ type: 'setDefaultViewpoint', id: value ? Number(value) : null })}
        />
        <Select
          label={i18n._('dash.publish.defaultScenario')}
          required
          placeholder={i18n._('dash.publish.chooseScenario')}
          data={scenarios}
          value={state.defaultScenario === null ? null : String(state.defaultScenario)}
          onChange={(value) => dispatch({ type: 'setDefaultScenario', id: value ? Number(value) : null })}
        />
      </SimpleGrid>
      {messages.length === 0 ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          {i18n._('dash.publish.allPassed')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" title={i18n._('dash.publish.before')} aria-live="polite">
          <List
            size="sm"
            spacing={2}
            aria-label={i18n._('dash.publish.finalChecks')}
            data-testid="final-checks"
          >
            {messages.map((message) => (
              <List.Item key={message}>
                <Text size="sm">{message}</Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
