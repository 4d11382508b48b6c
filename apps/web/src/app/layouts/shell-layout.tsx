import { Box, LoadingOverlay } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { LAYOUT_BACKGROUNDS, type LayoutMode, type RouteHandle } from '@/components/layout-background';
import { useSession } from '@/lib/session/session-context';

function useLayoutMode(): LayoutMode {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const mode = (matches[i]?.handle as RouteHandle | undefined)?.layoutMode;
    if (mode) return mode;
  }
  return 'full';
}

/**
 * The frame around every screen: the background of the layout mode and, spec section 2, a
 * full-screen dimmed spinner while a subscription is selected but its account is not loaded.
 */
export function ShellLayout() {
  const mode = useLayoutMode();
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
