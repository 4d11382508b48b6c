import { Box, LoadingOverlay } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT_BACKGROUNDS } from '@/components/layout-background';
import { useSession } from '@/lib/session/session-context';
import { layoutModeOf } from '../page-modules';

/**
 * The frame around every screen: the background of the layout mode and, spec section 2, a
 * full-screen dimmed spinner while a subscription is selected but its account is not loaded.
 */
export function ShellLayout() {
  const mode = layoutModeOf(useLocation().pathname);
  const { isAccountLoading, status } = useSession();
  return (
    <Box mih="100dvh" style={{ background: LAYOUT_BACKGROUNDS[mode] }} data-layout-mode={mode}>
      <LoadingOverlay
        visible={(status === 'ready' && isAccountLoading) || status === 'signing-out'}
        pos="fixed"
        zIndex={400}
        overlayProps={{ blur: 2, backgroundOpacity: 0.45 }}
        loaderProps={{ size: 'lg' }}
      />
      <Outlet />
    </Box>
  );
}
