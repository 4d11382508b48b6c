import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below this width the team tables stack their rows (stacked-table.module.css). */
export const PHONE_QUERY = '(max-width: 36em)';

/**
 * At desktop widths a table that scrolls sideways when narrow; on a phone no
 * horizontal scroll at all, the rows are stacked by `stacked-table.module.css` instead.
 */
export function ResponsiveTableContainer({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone) return <>{children}</>;
  return <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer>;
}
