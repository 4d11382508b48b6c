import { Badge, Table } from '@mantine/core';
import type { ModuleRow } from '../license-rows';

/** The modules of the subscription with an Unlocked or Locked badge each. */
export function ModulesTable({ rows }: { rows: ModuleRow[] }) {
  return (
    <Table verticalSpacing="sm" aria-label="Modules" data-testid="modules-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Module</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`module-${row.label}`}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>
              <Badge color={row.unlocked ? 'green' : 'gray'} variant={row.unlocked ? 'filled' : 'light'}>
                {row.unlocked ? 'Unlocked' : 'Locked'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
