import { useLingui } from '@lingui/react';
import { Badge, Table } from '@mantine/core';
import { dashText } from '@/lib/i18n/dash-text';
import type { ModuleRow } from '../license-rows';

/** The modules of the subscription with an Unlocked or Locked badge each. */
export function ModulesTable({ rows }: { rows: ModuleRow[] }) {
  const { i18n } = useLingui();
  return (
    <Table verticalSpacing="sm" aria-label={i18n._('dash.license.modules')} data-testid="modules-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._('dash.license.module')}</Table.Th>
          <Table.Th>{i18n._('dash.license.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`module-${row.label}`}>
            <Table.Td>{dashText(`dash.module.${row.key}`, row.label)}</Table.Td>
            <Table.Td>
              <Badge color={row.unlocked ? 'green' : 'gray'} variant={row.unlocked ? 'filled' : 'light'}>
                {i18n._(row.unlocked ? 'dash.license.unlocked' : 'dash.license.locked')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
