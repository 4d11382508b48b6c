import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { POLICY, TEAM_PAGE_ROLES } from '@vantage/contracts';
import { OWN_CRS_FEATURE_KEY } from '@vantage/contracts/own-coordinate-systems';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/formatting';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { ModulesTable } from '../components/modules-table';
import { OwnCoordinateSystems } from '../components/own-coordinate-systems';
import { UsageTable } from '../components/usage-table';
import { moduleRows, usageRows } from '../license-rows';

/** Where the Contact Support button leads: the Contact card of the support page. */
const CONTACT_SUPPORT_HREF = `${paths.dash.support.getHref()}#contact`;

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

  return (
    <Stack gap="lg">
      <Title order={1}>Information about your subscription</Title>
      {!allowed ? (
        <Alert color="yellow" title="Not available">
          {POLICY['subscription.read'].denied}
        </Alert>
      ) : (
        <>
          {isExpired && (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title="Your subscription has expired"
              data-testid="license-expired"
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  Creating, opening and presenting projects and inviting people are disabled until the
                  subscription is renewed. Contact support to renew it.
                </Text>
                <Button component={Link} to={CONTACT_SUPPORT_HREF} color="red">
                  Contact Support
                </Button>
              </Stack>
            </Alert>
          )}
          {details.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label="Loading the subscription" />
            </Center>
          ) : details.isError ? (
            <Alert color="red" title="The subscription could not be loaded">
              {errorMessage(details.error)}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <Group justify="space-between" align="baseline">
                    <Title order={2} size="h3">
                      Usage
                    </Title>
                    <Text size="sm" c="dimmed" data-testid="license-plan">
                      {details.data.subscriptionTypeName}
                      {details.data.isTrial ? ' (trial)' : ''}
                      {details.data.expiresAt
                        ? `, ${details.data.isExpired ? 'expired' : 'expires'} ${formatDate(details.data.expiresAt)}`
                        : ''}
                    </Text>
                  </Group>
                  <UsageTable rows={usageRows(details.data)} />
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    Modules
                  </Title>
                  {features.isPending ? (
                    <Center py="md">
                      <Loader role="status" size="sm" aria-label="Loading the modules" />
                    </Center>
                  ) : features.isError ? (
                    <Alert color="red" title="The modules could not be loaded">
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
