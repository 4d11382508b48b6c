import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type SubscriptionDetails, TEAM_PAGE_ROLES } from '@vantage/contracts';
import { OWN_CRS_FEATURE_KEY } from '@vantage/contracts/own-coordinate-systems';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/formatting';
import { deniedText } from '@/lib/i18n/policy-text';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { ModulesTable } from '../components/modules-table';
import { OwnCoordinateSystems } from '../components/own-coordinate-systems';
import { UsageTable } from '../components/usage-table';
import { moduleRows, usageRows } from '../license-rows';

/** Where the Contact Support button leads: the Contact card of the support page. */
const CONTACT_SUPPORT_HREF = `${paths.dash.support.getHref()}#contact`;

/** The plan's name, "(trial)" on a trial, and when it expires or expired. */
function planText(
  i18n: I18n,
  details: Pick<SubscriptionDetails, 'subscriptionTypeName' | 'isTrial' | 'isExpired' | 'expiresAt'>,
): string {
  const plan = i18n._('dash.license.plan', {
    plan: details.subscriptionTypeName,
    trial: details.isTrial ? 'yes' : 'no',
  });
  if (!details.expiresAt) return plan;
  const date = formatDate(details.expiresAt);
  return i18n._(details.isExpired ? 'dash.license.expired' : 'dash.license.expires', { plan, date });
}

/**
 * Spec "/dash/license": usage against the limits, the modules with Unlocked or Locked, and
 * when the subscription has expired a message with a Contact Support button. For Team
 * member, Owner and Administrator (spec section 6).
 */
export function LicensePage() {
  const { hasRole, isExpired } = useCurrentAccount();
  const allowed = hasRole(...TEAM_PAGE_ROLES);
  const details = useSubscriptionDetails({ enabled: allowed });
  const features = useFeatures();
  const { i18n } = useLingui();

  return (
    <Stack gap="lg">
      <Title order={1}>{i18n._('dash.license.title')}</Title>
      {!allowed ? (
        <Alert color="yellow" title={i18n._('dash.license.notAvailable')}>
          {deniedText('subscription.read')}
        </Alert>
      ) : (
        <>
          {isExpired && (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title={i18n._('dash.license.expiredTitle')}
              data-testid="license-expired"
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{i18n._('dash.license.expiredBody')}</Text>
                <Button component={Link} to={CONTACT_SUPPORT_HREF} color="red">
                  {i18n._('dash.license.contactSupport')}
                </Button>
              </Stack>
            </Alert>
          )}
          {details.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label={i18n._('dash.license.loading')} />
            </Center>
          ) : details.isError ? (
            <Alert color="red" title={i18n._('dash.license.loadFailed')}>
              {errorMessage(details.error)}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <Group justify="space-between" align="baseline">
                    <Title order={2} size="h3">
                      {i18n._('dash.license.usage')}
                    </Title>
                    <Text size="sm" c="dimmed" data-testid="license-plan">
                      {planText(i18n, details.data)}
                    </Text>
                  </Group>
                  <UsageTable rows={usageRows(details.data)} />
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    {i18n._('dash.license.modules')}
                  </Title>
                  {features.isPending ? (
                    <Center py="md">
                      <Loader role="status" size="sm" aria-label={i18n._('dash.license.loadingModules')} />
                    </Center>
                  ) : features.isError ? (
                    <Alert color="red" title={i18n._('dash.license.modulesFailed')}>
                      {errorMessage(features.error)}
                    </Alert>
                  ) : (
                    <ModulesTable rows={moduleRows(features.data)} />
                  )}
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="lg" style={{ gridColumn: '1 / -1' }}>
                <OwnCoordinateSystems
                  featureState={features.data?.find((feature) => feature.key === OWN_CRS_FEATURE_KEY)?.state}
                  isExpired={isExpired}
                />
              </Card>
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
