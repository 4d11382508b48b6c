import { Progress, Table, VisuallyHidden } from '@mantine/core';
import type { UsageRow } from '../license-rows';

/** Usage against the limits, one row per limit, with a bar that turns red when full. */
export function UsageTable({ rows }: { rows: UsageRow[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" aria-label="Usage" data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Usage</Table.Th>
            <Table.Th>Used</Table.Th>
            <Table.Th>Limit</Table.Th>
            <Table.Th w="35%" visibleFrom="xs">
              <VisuallyHidden>Share used</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const share = row.limit > 0 ? Math.min(100, (row.used / row.limit) * 100) : 100;
            return (
              <Table.Tr key={row.label} data-testid={`usage-${row.label}`}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{row.used}</Table.Td>
                <Table.Td>{row.limit}</Table.Td>
                <Table.Td visibleFrom="xs">
                  <Progress
                    value={share}
                    color={row.used >= row.limit ? 'red' : 'blue'}
                    aria-label={`${row.label}: ${row.used} of ${row.limit} used`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
