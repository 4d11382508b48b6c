import { i18n } from '@lingui/core';
import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Scenario } from '@vantage/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { scenarioName } from '../model/scenario-name';
import type { Planner } from '../state/use-planner';
import type { PlannerActions } from '../state/use-planner-actions';
import { LayoutFiguresSection } from './layout-figures-section';

/** A project keeps at least one scenario: the plan's objects live in one. */
const lastScenarioMessage = () => i18n._('planner.scenariosPanel.lastScenario');

/** The next free "Scenario 3", in the planner's language when it is made (then it is the plan's data). */
function nextScenarioName(scenarios: readonly Scenario[]): string {
  const names = new Set(scenarios.map((scenario) => scenario.name));
  let number = scenarios.length + 1;
  while (names.has(scenarioName(number))) number++;
  return scenarioName(number);
}

/** Scenarios: where new objects go, which show on the map, their names and order. */
export function ScenariosPanel({ planner, actions }: { planner: Planner; actions: PlannerActions }) {
  const readOnly = planner.readOnly !== null;
  // The version the rename started on: a teammate's change while typing is asked about, not overwritten.
  const [renaming, setRenaming] = useState<{ id: number; name: string; version: number } | null>(null);
  const scenarios = planner.scenarioList;
  const attempt = async (title: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      notifyError({ title, message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {i18n._('planner.scenariosPanel.scenarios')}
      </Title>
      {scenarios.length === 0 ? (
        <Text size="sm" c="dimmed">
          {i18n._('planner.scenariosPanel.noScenarioYetThe')}
        </Text>
      ) : (
        <Radio.Group
          label={i18n._('planner.scenariosPanel.newObjectsGoTo')}
          value={planner.activeScenario ? String(planner.activeScenario.id) : null}
          onChange={(value) => planner.setActiveScenarioId(Number(value))}
        >
          <Stack gap="xs" mt={6}>
            {scenarios.map((scenario, index) => {
              const hidden = planner.hiddenScenarioIds.has(scenario.id);
              const count = planner.objectList.filter((object) => object.scenarioId === scenario.id).length;
              return (
                <Group key={scenario.id} gap={6} wrap="nowrap" justify="space-between">
                  {renaming?.id === scenario.id ? (
                    <form
                      style={{ flex: 1 }}
                      onSubmit={(event) => {
                        event.preventDefault();
                        const name = renaming.name.trim();
                        if (!name) return;
                        void attempt(i18n._('planner.scenariosPanel.theScenarioWasNot2'), async () => {
                          await actions.scenarios.update(
                            { ...scenario, version: renaming.version },
                            { name },
                          );
                          setRenaming(null);
                        });
                      }}
                    >
                      <TextInput
                        aria-label={i18n._('planner.scenariosPanel.newNameOf', { name: scenario.name })}
                        value={renaming.name}
                        maxLength={200}
                        autoFocus
                        onChange={(event) => setRenaming({ ...renaming, name: event.currentTarget.value })}
                        onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                        onBlur={(event) => {
                          if (event.currentTarget.form) event.currentTarget.form.requestSubmit();
                        }}
                      />
                    </form>
                  ) : (
                    <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                      <ColorSwatch color={`#${scenario.color}`} size={14} aria-hidden />
                      <Radio value={String(scenario.id)} label={`${scenario.name} (${count})`} />
                    </Group>
                  )}
                  <Group gap={2} wrap="nowrap">
                    <Tooltip
                      label={
                        hidden
                          ? i18n._('planner.scenariosPanel.showOnTheMap')
                          : i18n._('planner.scenariosPanel.hideOnTheMap')
                      }
                    >
                      <ActionIcon
                        variant="subtle"
                        aria-label={i18n._('planner.scenariosPanel.showOnTheMap2', { name: scenario.name })}
                        aria-pressed={!hidden}
                        onClick={() => planner.toggleScenarioHidden(scenario.id)}
                      >
                        {hidden ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                      </ActionIcon>
                    </Tooltip>
                    {readOnly ? null : (
                      <>
                        <ActionIcon
                          variant="subtle"
                          aria-label={i18n._('planner.scenariosPanel.rename', { name: scenario.name })}
                          onClick={() =>
                            setRenaming({ id: scenario.id, name: scenario.name, version: scenario.version })
                          }
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={i18n._('planner.scenariosPanel.moveUp', { name: scenario.name })}
                          disabled={index === 0}
                          onClick={() =>
                            void attempt(i18n._('planner.scenariosPanel.theOrderWasNot'), () =>
                              actions.scenarios.move(scenario.id, index - 1),
                            )
                          }
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={i18n._('planner.scenariosPanel.moveDown', { name: scenario.name })}
                          disabled={index === scenarios.length - 1}
                          onClick={() =>
                            void attempt(i18n._('planner.scenariosPanel.theOrderWasNot'), () =>
                              actions.scenarios.move(scenario.id, index + 1),
                            )
                          }
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <Tooltip
                          label={
                            scenarios.length === 1
                              ? lastScenarioMessage()
                              : i18n._('planner.scenariosPanel.deleteAndItsObjects', { name: scenario.name })
                          }
                        >
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={i18n._('planner.scenariosPanel.delete', { name: scenario.name })}
                            data-disabled={scenarios.length === 1 || undefined}
                            onClick={() => {
                              if (scenarios.length === 1) {
                                notifyError({
                                  title: i18n._('planner.scenariosPanel.theScenarioWasNot'),
                                  message: lastScenarioMessage(),
                                });
                                return;
                              }
                              const question =
                                count === 0
                                  ? i18n._('planner.scenariosPanel.confirmDelete', { name: scenario.name })
                                  : i18n._('planner.scenariosPanel.confirmDeleteObjects', {
                                      name: scenario.name,
                                      count,
                                    });
                              if (!window.confirm(question)) return;
                              void attempt(i18n._('planner.scenariosPanel.theScenarioWasNot'), async () => {
                                await actions.scenarios.remove(scenario.id);
                                planner.setSelection(new Set());
                                await planner.objects.refetch();
                              });
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </>
                    )}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            onClick={() =>
              void attempt(i18n._('planner.scenariosPanel.theScenarioWasNot3'), async () => {
                const created = await actions.scenarios.create(nextScenarioName(scenarios));
                planner.setActiveScenarioId(created.id);
              })
            }
          >
            {i18n._('planner.scenariosPanel.newScenario')}
          </Button>
        </Group>
      )}
      <LayoutFiguresSection planner={planner} />
    </Stack>
  );
}
