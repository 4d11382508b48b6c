import { useLingui } from '@lingui/react';
import { Progress, Table, VisuallyHidden } from '@mantine/core';
import type { UsageRow } from '../license-rows';

/** Usage against the limits, one row per limit, with a bar that turns red when full. */
export function UsageTable({ rows }: { rows: UsageRow[] }) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" aria-label={i18n._('dash.license.usage')} data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{i18n._('dash.license.usage')}</Table.Th>
            <Table.Th>{i18n._('dash.license.used')}</Table.Th>
            <Table.Th>{i18n._('dash.license.limit')}</Table.Th>
            <Table.Th w="35%" visibleFrom="xs">
              <VisuallyHidden>{i18n._('dash.license.shareUsed')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const share = row.limit > 0 ? Math.min(100, (row.used / row.limit) * 100) : 100;
            const label = i18n._(`dash.license.row.${row.key}`);
            return (
              <Table.Tr key={row.key} data-testid={`usage-${row.key}`}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{row.used}</Table.Td>
                <Table.Td>{row.limit}</Table.Td>
                <Table.Td visibleFrom="xs">
                  <Progress
                    value={share}
                    color={row.used >= row.limit ? 'red' : 'blue'}
                    aria-label={i18n._('dash.license.usedOf', { label, used: row.used, limit: row.limit })}
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
