import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec "/dash": a red banner with a contact-support link when the subscription is expired. */
export function SubscriptionExpiredBanner() {
  return (
    <Alert
      color="red"
      variant="filled"
      radius={0}
      icon={<IconAlertTriangle />}
      data-testid="subscription-expired-banner"
    >
      <Text size="sm" c="white">
        {SUBSCRIPTION_EXPIRED_MESSAGE}{' '}
        <Anchor component={Link} to={paths.dash.support.getHref()} c="white" underline="always" fw={600}>
          Contact support
        </Anchor>
      </Text>
    </Alert>
  );
}
