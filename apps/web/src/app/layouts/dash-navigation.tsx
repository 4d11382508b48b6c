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
  label: string;
  href: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Spec "/dash": Team and Subscription only for Team member, Owner or Administrator. */
  managersOnly?: boolean;
};

const ITEMS: Item[] = [
  { label: 'Projects', href: paths.dash.projects.getHref(), icon: IconBriefcase },
  { label: 'Present', href: paths.dash.present.getHref(), icon: IconPresentation },
  { label: 'Profile', href: paths.dash.profile.getHref(), icon: IconUserCircle },
  { label: 'Team', href: paths.dash.team.getHref(), icon: IconUsersGroup, managersOnly: true },
  { label: 'Subscription', href: paths.dash.license.getHref(), icon: IconCertificate, managersOnly: true },
  { label: 'Support', href: paths.dash.support.getHref(), icon: IconLifebuoy },
];

function ExpiredDot() {
  return (
    <Box
      w={10}
      h={10}
      bg="red.6"
      style={{ borderRadius: '50%' }}
      role="img"
      aria-label="Subscription expired"
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

  return (
    <Stack gap={4} component="nav" aria-label="Dashboard">
      {ITEMS.filter((item) => !item.managersOnly || isManager).map((item) => (
        <NavLink
          key={item.href}
          component={Link}
          to={item.href}
          label={item.label}
          active={pathname === item.href || pathname.startsWith(`${item.href}/`)}
          leftSection={<item.icon size={20} stroke={1.6} />}
          rightSection={item.href === paths.dash.license.getHref() && isExpired ? <ExpiredDot /> : undefined}
          onClick={onNavigate}
        />
      ))}
      <NavLink
        component="button"
        label="Log out"
        leftSection={<IconLogout size={20} stroke={1.6} />}
        onClick={() => void logout()}
      />
    </Stack>
  );
}
