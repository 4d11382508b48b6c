import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { LAYOUT_BACKGROUNDS } from '@/components/layout-background';

/**
 * The frame of the public screens (the presentation viewer, the editor's stand-in): the full
 * layout's background, and no session (see SignedInLayout).
 */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ background: LAYOUT_BACKGROUNDS.full }} data-layout-mode="full">
      <Outlet />
    </Box>
  );
}
