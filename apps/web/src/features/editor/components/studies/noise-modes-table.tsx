import { i18n } from '@lingui/core';
import { Box, NativeSelect, Stack, Table, Text } from '@mantine/core';
import type { NoiseStudyTurbine } from '@vantage/contracts/studies/noise-study';
import {
  type ChosenModes,
  chooseMode,
  MODE_PERIODS,
  type ModePeriod,
  modeRows,
} from '../../model/noise-modes';

const PERIOD_LABELS: Record<ModePeriod, string> = {
  get day() {
    return i18n._('planner.noiseModesTable.periodLabelsDay');
  },
  get evening() {
    return i18n._('planner.noiseModesTable.periodLabelsEvening');
  },
  get night() {
    return i18n._('planner.noiseModesTable.periodLabelsNight');
  },
};

/**
 * "Operating modes": the mode each wind turbine of the active scenario runs in by day, evening
 * and night, from its preset's sound modes; the preset's first mode until another is chosen.
 */
export function NoiseModesTable({
  turbines,
  chosen,
  onChange,
}: {
  turbines: readonly NoiseStudyTurbine[];
  chosen: ChosenModes;
  onChange: (next: ChosenModes) => void;
}) {
  const { rows, withoutModes } = modeRows(turbines, chosen);
  return (
    <Stack gap={4} component="section" aria-labelledby="planner-noise-modes-title">
      <Text size="sm" fw={500} id="planner-noise-modes-title">
        {i18n._('planner.noiseModesTable.operatingModes')}
      </Text>
      {rows.length ? (
        <Box
          tabIndex={0}
          role="region"
          aria-label={i18n._('planner.noiseModesTable.operatingModesScrollable')}
          style={{ overflowX: 'auto' }}
        >
          <Table withTableBorder fz="xs" aria-label={i18n._('planner.noiseModesTable.operatingModes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{i18n._('planner.noiseModesTable.turbine')}</Table.Th>
                {MODE_PERIODS.map((period) => (
                  <Table.Th key={period}>{PERIOD_LABELS[period]}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row">{row.name}</Table.Th>
                  {MODE_PERIODS.map((period) => (
                    <Table.Td key={period} miw={120}>
                      <NativeSelect
                        size="xs"
                        aria-label={i18n._('planner.noiseModesTable.modeOf', {
                          value: PERIOD_LABELS[period],
                          name: row.name,
                        })}
                        value={row.modes[period]}
                        onChange={(event) =>
                          onChange(chooseMode(chosen, row, period, event.currentTarget.value))
                        }
                        data={row.modeNames.map((name, index) => ({
                          value: name,
                          label: index === 0 ? i18n._('planner.noiseModesTable.default', { name }) : name,
                        }))}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
      {withoutModes.length ? (
        <Text size="xs" c="dimmed">
          {i18n._('planner.noiseModesTable.noOperatingModesTo', {
            names: withoutModes.map((turbine) => turbine.name).join(', '),
          })}
        </Text>
      ) : rows.length ? null : (
        <Text size="xs" c="dimmed">
          {i18n._('planner.noiseModesTable.theActiveScenarioHas')}
        </Text>
      )}
    </Stack>
  );
}
