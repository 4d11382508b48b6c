import { i18n } from '@lingui/core';
import { Button, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { layoutFigures } from '@vantage/contracts/studies/layout-figures';
import { useMemo, useState } from 'react';
import { download, fileBaseOf } from '../download';
import { fixed } from '../i18n/numbers';
import { type FigureRow, figureRows, figuresCsv, layoutFiguresInput } from '../model/site-studies';
import type { Planner } from '../state/use-planner';

/** A figure's value in the planner's language ("7,800 MW" in Dutch); the CSV keeps its machine form. */
function shownValue(row: FigureRow): string {
  if (row.amount === null) return i18n._('planner.figures.none');
  const value = fixed(row.amount, row.digits);
  return row.unit ? `${value} ${row.unit}` : value;
}

/**
 * The figures of a scenario's layout (`@vantage/contracts/studies/layout-figures`,
 * docs/studies/setbacks.md): its turbines and installed capacity, solar area and peak power,
 * cable and line lengths, and each turbine's nearest receptor; receptors and existing turbines
 * are never counted as its turbines. The CSV holds every scenario's figures.
 */
export function LayoutFiguresSection({ planner }: { planner: Planner }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const scenario =
    planner.scenarioList.find((item) => item.id === chosen) ??
    planner.activeScenario ??
    planner.scenarioList[0];
  const names = useMemo(
    () => new Map(planner.objectList.map((object) => [object.id, object.name])),
    [planner.objectList],
  );
  const rowsOf = (scenarioId: number) =>
    figureRows(layoutFigures(layoutFiguresInput(planner.objectList, planner.presetList, scenarioId)), names);
  // One geodesic inverse per turbine and receptor: cheap at park scale, so computed on each render.
  const rows = scenario ? rowsOf(scenario.id) : [];
  if (!scenario) return null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="planner-layout-figures-title">
      <Title order={2} size="h5" id="planner-layout-figures-title">
        {i18n._('planner.layoutFiguresSection.figuresOfTheLayout')}
      </Title>
      <NativeSelect
        label={i18n._('planner.layoutFiguresSection.scenario')}
        value={String(scenario.id)}
        data={planner.scenarioList.map((item) => ({ value: String(item.id), label: item.name }))}
        onChange={(event) => setChosen(Number(event.currentTarget.value))}
      />
      <Table
        aria-label={i18n._('planner.layoutFiguresSection.figuresOf', { name: scenario.name })}
        fz="sm"
        verticalSpacing={2}
        horizontalSpacing={4}
      >
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.figure}>
              <Table.Th scope="row" fw={500}>
                {i18n._(row.id, row.values)}
              </Table.Th>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{shownValue(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {i18n._('planner.layoutFiguresSection.capacityFromEachTurbine')}
      </Text>
      <div>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            download(
              `${fileBaseOf(planner.project.data?.name)} figures.csv`,
              'text/csv',
              figuresCsv(planner.scenarioList.map((item) => ({ scenario: item, rows: rowsOf(item.id) }))),
            )
          }
        >
          {i18n._('planner.layoutFiguresSection.exportFiguresCsv')}
        </Button>
      </div>
    </Stack>
  );
}
