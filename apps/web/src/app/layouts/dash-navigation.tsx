import { useLingui } from '@lingui/react';
import { Box, NavLink, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconCertificate,
  IconLifebuoy,
  IconLogout,
  IconPresentation,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { TEAM_PAGE_ROLES } from '@vantage/contracts';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentAccount, useSubscriptions } from '@/lib/session/session-context';

type Item = {
  /** Its catalog id (`dash.nav.*`). */
  labelId: string;
  href: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Spec "/dash": Team and Subscription only for Team member, Owner or Administrator. */
  managersOnly?: boolean;
};

const ITEMS: Item[] = [
  { labelId: 'dash.nav.projects', href: paths.dash.projects.getHref(), icon: IconBriefcase },
  { labelId: 'dash.nav.present', href: paths.dash.present.getHref(), icon: IconPresentation },
  { labelId: 'dash.nav.profile', href: paths.dash.profile.getHref(), icon: IconUserCircle },
  { labelId: 'dash.nav.team', href: paths.dash.team.getHref(), icon: IconUsersGroup, managersOnly: true },
  {
    labelId: 'dash.nav.subscription',
    href: paths.dash.license.getHref(),
    icon: IconCertificate,
    managersOnly: true,
  },
  { labelId: 'dash.nav.support', href: paths.dash.support.getHref(), icon: IconLifebuoy },
];

function ExpiredDot() {
  const { i18n } = useLingui();
  return (
    <Box
      w={10}
      h={10}
      bg="red.6"
      style={{ borderRadius: '50%' }}
      role="img"
      aria-label={i18n._('dash.nav.expired')}
      data-testid="subscription-expired-dot"
    />
  );
}

/** The sidebar links of /dash, then Log out. */
export function DashNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { hasRole, isExpired } = useCurrentAccount();
  const { logout } = useSubscriptions();
  const isManager = hasRole(...TEAM_PAGE_ROLES);
  const { i18n } = useLingui();

  return (
    <Stack gap={4} component="nav" aria-label={i18n._('dash.nav.label')}>
      {ITEMS.filter((item) => !item.managersOnly || isManager).map((item) => (
        <NavLink
          key={item.href}
          component={Link}
          to={item.href}
          label={i18n._(item.labelId)}
          active={pathname === item.href || pathname.startsWith(`${item.href}/`)}
          leftSection={<item.icon size={20} stroke={1.6} />}
          rightSection={item.href === paths.dash.license.getHref() && isExpired ? <ExpiredDot /> : undefined}
          onClick={onNavigate}
        />
      ))}
      <NavLink
        component="button"
        label={i18n._('dash.common.logOut')}
        leftSection={<IconLogout size={20} stroke={1.6} />}
        onClick={() => void logout()}
      />
    </Stack>
  );
}
