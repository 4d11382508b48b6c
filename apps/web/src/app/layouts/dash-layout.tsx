import { i18n as activeCatalog } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert, AppShell, Box, Burger, Center, Group, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo, useDeferredValue, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { NoticeBanner } from '@/components/notice-banner';
import { env } from '@/config/env';
import { dashAnchors, paths } from '@/config/paths';
import { SubscriptionSwitcher } from '@/features/session/components/subscription-switcher';
import { errorMessage } from '@/lib/api-error';
import { useCurrentAccount, useSubscriptions } from '@/lib/session/session-context';
import { DashNavigation } from './dash-navigation';
import { useDashNotices } from './dash-notices';
import { SubscriptionExpiredBanner } from './subscription-expired-banner';

/** Spec "/dash": sidebar width and content max width. */
export const SIDEBAR_WIDTH = 300;
export const CONTENT_MAX_WIDTH = 1344;

function ProductName() {
  return (
    <Group gap={8} wrap="nowrap">
      <Box w={22} h={22} bg="blue.7" style={{ borderRadius: '50%' }} aria-hidden />
      <Title order={3} size="h4" fw={700}>
        {env.productName}
      </Title>
    </Group>
  );
}

/** The header: the menu button on phones, the product and the selected customer's name. */
const DashHeader = memo(function DashHeader({ opened, toggle }: { opened: boolean; toggle: () => void }) {
  const { account } = useCurrentAccount();
  const { i18n } = useLingui();
  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={i18n._('dash.nav.toggle')}
          />
          <ProductName />
        </Group>
        {account && (
          <Text size="sm" c="dimmed" truncate visibleFrom="xs">
            {account.customerName}
          </Text>
        )}
      </Group>
    </AppShell.Header>
  );
});

/** The sidebar: the subscription switcher, the links and Log out. */
const DashSidebar = memo(function DashSidebar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <AppShell.Navbar p="md">
      <AppShell.Section mb="md">
        <SubscriptionSwitcher />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea}>
        <DashNavigation onNavigate={onNavigate} />
      </AppShell.Section>
    </AppShell.Navbar>
  );
});

/** The expiry banner and the features' notices above the content. */
function DashNotices() {
  const { isExpired } = useCurrentAccount();
  const notices = useDashNotices();
  return (
    <Box mx={-16} mt={-16} mb="md">
      {isExpired && <SubscriptionExpiredBanner />}
      <NoticeBanner notices={notices} />
    </Box>
  );
}

/**
 * The /dash shell: sidebar (switcher, links, Log out), notices and expiry banner on top,
 * content up to 1344 px. A user without any subscription goes to /welcome (spec section 4).
 * Header, sidebar and notices are components of their own (the first two memoised),
 * so that an answer one of them waits for (the notices', the account's) draws that part again,
 * not the whole shell with its Select and scroll area.
 */
export function DashLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { accounts, accountsError, accountError, subscriptionKey } = useSubscriptions();
  const { account } = useCurrentAccount();
  const { hash } = useLocation();
  // When the selection is stored from an earlier visit (nearly always), its account
  // is asked for beside the account list and comes moments after it; the shell waits for it,
  // so that it and the page are drawn once, together, instead of the shell alone first
  // (page-commits.ts: ~70 component renders fewer before the page). Once drawn, the shell
  // stays: a subscription switch reloads the account under the shell's own loading overlay.
  const drawn = useRef(false);
  const firstAccountPending = !drawn.current && subscriptionKey !== undefined && !account && !accountError;
  // The answer that completes the first draw arrives in a store update, which React
  // renders at once in one task (shell and page: ~200 ms at 4× CPU throttling, Lighthouse's
  // total blocking time). Deferred, the spinner stays for that urgent render and the shell is
  // drawn in a background render that React slices and interrupts for input. (Not on a mount
  // with the answers cached: then nothing waits and the shell is drawn at once.)
  const waiting = !accounts || (accounts.length > 0 && firstAccountPending);
  const stillWaiting = useDeferredValue(waiting);

  // Hash anchors known to the shell (#projects, #team, ...) lead to their page, before any
  // child route (such as the index redirect) gets a say.
  const anchorTarget = dashAnchors[hash.toLowerCase()];
  if (anchorTarget) return <Navigate to={anchorTarget} replace />;

  const loadError = accountsError ?? accountError;
  if (loadError) {
    // The active catalog's words without subscribing to it (no useLingui here): the language's
    // activation when the account arrives would otherwise draw the shell at once, ahead of its
    // deferred first draw.
    return (
      <Center mih="100dvh" p="md">
        <Alert color="red" title={activeCatalog._('dash.shell.failed')} maw={480}>
          {errorMessage(loadError)}
        </Alert>
      </Center>
    );
  }
  if (!accounts || waiting || (!drawn.current && stillWaiting)) return <FullScreenSpinner />;
  if (accounts.length === 0) return <Navigate to={paths.welcome.getHref()} replace />;
  drawn.current = true;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      styles={APP_SHELL_STYLES}
    >
      <DashHeader opened={opened} toggle={toggle} />
      <DashSidebar onNavigate={close} />
      <AppShell.Main>
        <DashNotices />
        <Box maw={CONTENT_MAX_WIDTH} mx="auto">
          {account ? <Outlet /> : null}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

const APP_SHELL_STYLES = { main: { background: 'transparent' } };
